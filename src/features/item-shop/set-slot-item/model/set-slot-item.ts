import { createEvent, createStore, sample } from 'effector';
import { calls, createAction, type ItemType } from '@/shared/api';
import { ownedItemsChanged } from '@/entities/item';
import { $slotSetting, slotSettingQuery } from '@/entities/item-template';

/** Puts an owned, unexpired item into its slot, or empties the slot (itemId 0). */
export const setSlotItemAction = createAction({
  call: calls.setSlotItem,
  name: 'item.setSlotItem',
  refresh: [slotSettingQuery, ownedItemsChanged],
  success: ({ params }) => ({
    tone: 'success',
    message: { key: Number(params.itemId) === 0 ? 'myitems:slots.emptied' : 'myitems:slots.set' },
  }),
});

export interface SlotChoice {
  type: ItemType;
  /** The item for the slot, 0 to empty it. */
  itemId: number;
}

/** The member opened the chooser of a slot. */
export const slotChooserOpened = createEvent<ItemType>();
/** The member closed the chooser without choosing (Escape, Close, a click outside). */
export const slotChooserClosed = createEvent();
/** The member chose what a slot holds. */
export const slotItemChosen = createEvent<SlotChoice>();

/** The slot whose chooser is open, or null. */
export const $chooserType = createStore<ItemType | null>(null, { name: 'set-slot-item.$chooserType' })
  .on(slotChooserOpened, (_, type) => type)
  .reset([slotChooserClosed, setSlotItemAction.mutation.finished.success]);

export const $setSlotPending = setSlotItemAction.$pending;

const alreadyThere = (slots: readonly { id: number; type: number }[], { type, itemId }: SlotChoice) =>
  slots.some((slot) => slot.type === type && slot.id === itemId);

const $slots = $slotSetting.map((setting) => setting?.slots ?? []);

// Choosing what the slot already holds changes nothing: the chooser just closes.
sample({ clock: slotItemChosen, source: $slots, filter: alreadyThere, target: slotChooserClosed });
sample({
  clock: slotItemChosen,
  source: $slots,
  filter: (slots, choice) => !alreadyThere(slots, choice),
  fn: (_, choice) => choice,
  target: setSlotItemAction.requested,
});
