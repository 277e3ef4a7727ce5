import { createEvent, createStore, sample } from 'effector';
import { calls, createAction } from '@/shared/api';
import { $templates, slotSettingQuery, templateListQuery } from '@/entities/item-template';

/** Deletes several templates at once (all or none); deleting the one in use leaves no template in use. */
export const deleteTemplatesAction = createAction({
  call: calls.deleteTemplates,
  name: 'item-template.delete',
  optimistic: {
    query: templateListQuery,
    change: (templates, { params }) => templates.filter((template) => !params.includes(template.id)),
  },
  // Deleting the template in use leaves none in use.
  refresh: [slotSettingQuery],
  success: { tone: 'success', message: { key: 'myitems:delete.done' } },
});

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
  .reset([marksCleared, deleteTemplatesAction.mutation.finished.success]);
/** "Delete selected" cannot go on before a template is ticked: it is off, saying so. */
export const $nothingMarked = $markedIds.map((ids) => ids.length === 0);
// A template deleted elsewhere (another tab) is no longer there to delete.
sample({
  clock: $templates.updates,
  source: $markedIds,
  fn: (ids, templates) => ids.filter((id) => templates?.some((template) => template.id === id) ?? false),
  target: $markedIds,
});

export const $confirmOpen = createStore(false, { name: 'delete-templates.$confirmOpen' })
  .reset([deleteCancelled, marksCleared, deleteTemplatesAction.mutation.finished.success]);
sample({ clock: deleteRequested, source: $markedIds, filter: (ids) => ids.length > 0, fn: () => true, target: $confirmOpen });

export const $deletePending = deleteTemplatesAction.$pending;

sample({
  clock: deleteConfirmed,
  source: { ids: $markedIds, open: $confirmOpen },
  // Nothing without a confirmed choice.
  filter: ({ ids, open }) => open && ids.length > 0,
  fn: ({ ids }) => ids,
  target: deleteTemplatesAction.requested,
});
