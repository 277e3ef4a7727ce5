import { createEvent, createStore, sample } from 'effector';
import { calls, createApiMutation, refreshOnSuccess } from '@/shared/api';
import { toastShown } from '@/shared/ui';
import { $templates, slotSettingQuery, templateListQuery } from '@/entities/item-template';

/** Deletes several templates at once (all or none); deleting the one in use leaves no template in use. */
export const deleteTemplatesMutation = createApiMutation(calls.deleteTemplates, 'item-template.delete');

/** A template's checkbox was ticked or cleared. */
export const templateMarked = createEvent<{ id: number; marked: boolean }>();
/** "Delete selected" pressed: the confirm dialog opens. */
export const deleteRequested = createEvent();
export const deleteConfirmed = createEvent();
export const deleteCancelled = createEvent();
/** The page left: no marks, no dialog. */
export const marksCleared = createEvent();

/** The templates ticked for deletion, in the order ticked. */
export const $markedIds = createStore<number[]>([], { name: 'delete-templates.$markedIds' })
  .on(templateMarked, (ids, { id, marked }) => (marked ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((known) => known !== id)))
  .reset([marksCleared, deleteTemplatesMutation.finished.success]);
// A template deleted elsewhere (another tab) is no longer there to delete.
sample({
  clock: $templates.updates,
  source: $markedIds,
  fn: (ids, templates) => ids.filter((id) => templates?.some((template) => template.id === id) ?? false),
  target: $markedIds,
});

export const $confirmOpen = createStore(false, { name: 'delete-templates.$confirmOpen' })
  .reset([deleteCancelled, marksCleared, deleteTemplatesMutation.finished.success]);
sample({ clock: deleteRequested, source: $markedIds, filter: (ids) => ids.length > 0, fn: () => true, target: $confirmOpen });

export const $deletePending = deleteTemplatesMutation.$pending;

sample({
  clock: deleteConfirmed,
  source: { ids: $markedIds, open: $confirmOpen, pending: deleteTemplatesMutation.$pending },
  // One request for a double click; nothing without a confirmed choice.
  filter: ({ ids, open, pending }) => open && !pending && ids.length > 0,
  fn: ({ ids }) => ids,
  target: deleteTemplatesMutation.start,
});

refreshOnSuccess(templateListQuery, deleteTemplatesMutation, (templates, { params }) =>
  templates.filter((template) => !params.includes(template.id)),
);
// Deleting the template in use leaves none in use.
refreshOnSuccess(slotSettingQuery, deleteTemplatesMutation);
sample({
  clock: deleteTemplatesMutation.finished.success,
  fn: () => ({ tone: 'success' as const, message: { key: 'myitems:delete.done' } }),
  target: toastShown,
});
