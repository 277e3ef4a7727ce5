import { createEvent, createStore, sample } from 'effector';
import { calls, createApiMutation, NO_TEMPLATE, refreshOnSuccess } from '@/shared/api';
import { toastShown } from '@/shared/ui';
import { ownedItemsChanged } from '@/entities/item';
import { slotSettingQuery } from '@/entities/item-template';

/** Applies a template to the 14 slots (items expired since it was saved leave their slot empty), or -1: no template. */
export const applyTemplateMutation = createApiMutation(calls.changeTemplate, 'item-template.apply');

/** The member chose a template to use, or NO_TEMPLATE. */
export const templateApplied = createEvent<number>();

export const $applyPending = applyTemplateMutation.$pending;

/** The template being applied (NO_TEMPLATE for none), while its call is on its way; null otherwise. */
export const $applyingId = createStore<number | null>(null, { name: 'apply-template.$applyingId' })
  .on(applyTemplateMutation.started, (_, { params }) => Number(params.templateId))
  .reset(applyTemplateMutation.finished.finally);

sample({
  clock: templateApplied,
  source: applyTemplateMutation.$pending,
  // One template at a time: a double click, or a second choice while one is applied, sends nothing.
  filter: (pending) => !pending,
  fn: (_, templateId) => ({ templateId }),
  target: applyTemplateMutation.start,
});

// The slots reload with what the template put in them.
refreshOnSuccess(slotSettingQuery, applyTemplateMutation);
sample({ clock: applyTemplateMutation.finished.success, target: ownedItemsChanged });
sample({
  clock: applyTemplateMutation.finished.success,
  fn: ({ params }) => ({
    tone: 'success' as const,
    message: { key: Number(params.templateId) === NO_TEMPLATE ? 'myitems:templates.noneApplied' : 'myitems:templates.applied' },
  }),
  target: toastShown,
});
