import { createEvent, createStore, sample } from 'effector';
import { calls, createAction, NO_TEMPLATE } from '@/shared/api';
import { ownedItemsChanged } from '@/entities/item';
import { slotSettingQuery } from '@/entities/item-template';

/** Applies a template to the 14 slots (items expired since it was saved leave their slot empty), or -1: no template. */
export const applyTemplateAction = createAction({
  call: calls.changeTemplate,
  name: 'item-template.apply',
  // The slots reload with what the template put in them.
  refresh: [slotSettingQuery, ownedItemsChanged],
  success: ({ params }) => ({
    tone: 'success',
    message: { key: Number(params.templateId) === NO_TEMPLATE ? 'myitems:templates.noneApplied' : 'myitems:templates.applied' },
  }),
});

/** The member chose a template to use, or NO_TEMPLATE. */
export const templateApplied = createEvent<number>();

export const $applyPending = applyTemplateAction.$pending;

/** The template being applied (NO_TEMPLATE for none), while its call is on its way; null otherwise. */
export const $applyingId = createStore<number | null>(null, { name: 'apply-template.$applyingId' })
  .on(applyTemplateAction.mutation.started, (_, { params }) => Number(params.templateId))
  .reset(applyTemplateAction.mutation.finished.finally);

// One template at a time: a double click, or a second choice while one is applied, sends nothing.
sample({ clock: templateApplied, fn: (templateId) => ({ templateId }), target: applyTemplateAction.requested });
