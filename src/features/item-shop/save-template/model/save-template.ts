import { combine, createEvent, merge, sample } from 'effector';
import { calls, createApiMutation, createMemberStore, refreshOnSuccess, type ItemTemplate } from '@/shared/api';
import { createForm, type FormSender } from '@/shared/lib';
import { toastShown } from '@/shared/ui';
import { ownedItemsChanged } from '@/entities/item';
import { $slotItemIds, $slotSetting, $templateLimitReached, slotSettingRefreshed, templateListQuery } from '@/entities/item-template';
import { validateTemplateName, type TemplateNameErrors, type TemplateNameFields } from './validate';

/** Saves the 14 slots as they are now as a new template (the backend refuses an 11th). */
export const insertTemplateMutation = createApiMutation(calls.insertTemplate, 'item-template.insert');
/** Renames a template, sending its own items back unchanged (the call replaces name and items). */
export const renameTemplateMutation = createApiMutation(calls.updateTemplate, 'item-template.rename');

export type TemplateEditing = { kind: 'new' } | { kind: 'rename'; template: ItemTemplate };

/** "Save as new template" pressed. */
export const newTemplateOpened = createEvent();
/** "Rename" pressed on a template. */
export const renameOpened = createEvent<ItemTemplate>();
/** The name dialog closed without saving, or the page left. */
export const editorClosed = createEvent();

const saved = merge([insertTemplateMutation.finished.success, renameTemplateMutation.finished.success]);

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

/** Both calls send the form: either one pending blocks a second submit. */
const sender: FormSender = {
  $pending: combine(insertTemplateMutation.$pending, renameTemplateMutation.$pending, (a, b) => a || b),
  started: merge([insertTemplateMutation.started, renameTemplateMutation.started]),
  finished: {
    success: saved,
    failure: merge([insertTemplateMutation.finished.failure, renameTemplateMutation.finished.failure]),
  },
};

export const templateNameForm = createForm<TemplateNameFields, TemplateNameErrors>({
  name: 'templateName',
  initial: { name: '' },
  validate: validateTemplateName,
  sender,
});

// Renaming starts from the current name; a new template from an empty field.
sample({ clock: renameOpened, fn: ({ name }) => ({ name: 'name' as const, value: name }), target: templateNameForm.fieldChanged });
sample({ clock: [editorClosed, saved], target: templateNameForm.reset });

sample({
  clock: templateNameForm.validSubmitted,
  source: { editing: $editing, itemIds: $slotItemIds },
  filter: ({ editing, itemIds }) => editing?.kind === 'new' && itemIds !== null,
  fn: ({ itemIds }, { name }) => ({ name: name.trim(), itemIds: itemIds! }),
  target: insertTemplateMutation.start,
});
const $renaming = $editing.map((editing) => (editing?.kind === 'rename' ? editing.template : null));
sample({
  clock: templateNameForm.validSubmitted,
  source: $renaming,
  filter: (template) => template !== null,
  // The filter let only a template through.
  fn: (template, { name }) => ({ id: template!.id, name: name.trim(), itemIds: template!.itemIds }),
  target: renameTemplateMutation.start,
});

refreshOnSuccess(templateListQuery, insertTemplateMutation);
refreshOnSuccess(templateListQuery, renameTemplateMutation);
// The backend applies the template in use again when it is updated: its slots may change.
/** The template in use was renamed: the slots were read again here, and owned items reported changed. */
export const templateInUseRenamed = sample({
  clock: renameTemplateMutation.finished.success,
  source: $slotSetting,
  filter: (setting, { params }) => setting !== null && setting.templateId === Number(params.id),
});
sample({ clock: templateInUseRenamed, target: [slotSettingRefreshed, ownedItemsChanged] });

sample({
  clock: insertTemplateMutation.finished.success,
  fn: () => ({ tone: 'success' as const, message: { key: 'myitems:editor.saved' } }),
  target: toastShown,
});
sample({
  clock: renameTemplateMutation.finished.success,
  fn: () => ({ tone: 'success' as const, message: { key: 'myitems:editor.renamed' } }),
  target: toastShown,
});
