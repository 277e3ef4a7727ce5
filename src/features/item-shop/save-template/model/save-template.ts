import { createEvent, merge, sample } from 'effector';
import { calls, createMemberStore, createAction, type ItemTemplate } from '@/shared/api';
import { createForm } from '@/shared/lib';
import { ownedItemsChanged } from '@/entities/item';
import { $slotItemIds, $slotSetting, $templateLimitReached, slotSettingRefreshed, templateListQuery } from '@/entities/item-template';
import { validateTemplateName, type TemplateNameErrors, type TemplateNameFields } from './validate';

/** Saves the 14 slots as they are now as a new template (the backend refuses an 11th). */
export const insertTemplateAction = createAction({
  call: calls.insertTemplate,
  name: 'item-template.insert',
  failure: 'form',
  refresh: [templateListQuery],
  success: { tone: 'success', message: { key: 'myitems:editor.saved' } },
});
/** Renames a template, sending its own items back unchanged (the call replaces name and items). */
export const renameTemplateAction = createAction({
  call: calls.updateTemplate,
  name: 'item-template.rename',
  failure: 'form',
  refresh: [templateListQuery],
  success: { tone: 'success', message: { key: 'myitems:editor.renamed' } },
});

export type TemplateEditing = { kind: 'new' } | { kind: 'rename'; template: ItemTemplate };

/** "Save as new template" pressed. */
export const newTemplateOpened = createEvent();
/** "Rename" pressed on a template. */
export const renameOpened = createEvent<ItemTemplate>();
/** The name dialog closed without saving, or the page left. */
export const editorClosed = createEvent();

const saved = merge([insertTemplateAction.mutation.finished.success, renameTemplateAction.mutation.finished.success]);

/** What the name dialog does, or null while it is closed. */
export const $editing = createMemberStore<TemplateEditing | null>(null, { name: 'save-template.$editing' })
  .on(renameOpened, (_, template) => ({ kind: 'rename', template }))
  .reset([editorClosed, saved]);
// At 10 templates the button says why it is off; the model refuses too, whatever sent the event.
sample({
  clock: newTemplateOpened,
  source: { full: $templateLimitReached, itemIds: $slotItemIds },
  filter: ({ full, itemIds }) => !full && itemIds !== null,
  fn: (): TemplateEditing => ({ kind: 'new' }),
  target: $editing,
});

export const templateNameForm = createForm<TemplateNameFields, TemplateNameErrors>({
  name: 'templateName',
  initial: { name: '' },
  validate: validateTemplateName,
  sender: [insertTemplateAction, renameTemplateAction],
});

// Renaming starts from the current name; a new template from an empty field.
sample({ clock: renameOpened, fn: ({ name }) => ({ name: 'name' as const, value: name }), target: templateNameForm.fieldChanged });
sample({ clock: [editorClosed, saved], target: templateNameForm.reset });

sample({
  clock: templateNameForm.validSubmitted,
  source: { editing: $editing, itemIds: $slotItemIds },
  filter: ({ editing, itemIds }) => editing?.kind === 'new' && itemIds !== null,
  fn: ({ itemIds }, { name }) => ({ name: name.trim(), itemIds: itemIds! }),
  target: insertTemplateAction.requested,
});
const $renaming = $editing.map((editing) => (editing?.kind === 'rename' ? editing.template : null));
sample({
  clock: templateNameForm.validSubmitted,
  source: $renaming,
  filter: (template) => template !== null,
  // The filter let only a template through.
  fn: (template, { name }) => ({ id: template!.id, name: name.trim(), itemIds: template!.itemIds }),
  target: renameTemplateAction.requested,
});

// The backend applies the template in use again when it is updated: its slots may change.
/** The template in use was renamed: the slots were read again here, and owned items reported changed. */
export const templateInUseRenamed = sample({
  clock: renameTemplateAction.mutation.finished.success,
  source: $slotSetting,
  filter: (setting, { params }) => setting !== null && setting.templateId === Number(params.id),
});
sample({ clock: templateInUseRenamed, target: [slotSettingRefreshed, ownedItemsChanged] });
