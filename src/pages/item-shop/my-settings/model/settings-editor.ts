import { merge, sample } from 'effector';
import { applyTemplateAction } from '@/features/item-shop/apply-template';
import { marksCleared } from '@/features/item-shop/delete-templates';
import { editorClosed, templateInUseRenamed } from '@/features/item-shop/save-template';
import { setSlotItemAction, slotChooserClosed } from '@/features/item-shop/set-slot-item';
import { $ownReportsDue, MySettingsGate } from './my-settings-page';

/*
 * The editor's features, wired to the page. They load with the editor (a chunk of its own, see
 * ui/my-settings-page.tsx): their five mutations are about 1,100 effector units, which the page
 * would otherwise build in the same task as its own queries.
 */

// The page's own changes, counted in the same step as their success, so before their report
// reaches the page (see $ownReportsDue; a hop through an event would count them after it).
$ownReportsDue.on(
  merge([setSlotItemAction.mutation.finished.success, applyTemplateAction.mutation.finished.success, templateInUseRenamed]),
  (due) => due + 1,
);

// Leaving the page closes its dialogs and drops the ticks, so coming back starts clean.
sample({ clock: MySettingsGate.close, target: [slotChooserClosed, editorClosed, marksCleared] });
