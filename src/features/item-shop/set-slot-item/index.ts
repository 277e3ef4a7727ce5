export { slotCandidates } from './lib/candidates';
export {
  $chooserType,
  $setSlotPending,
  setSlotItemAction,
  slotChooserClosed,
  slotChooserOpened,
  slotItemChosen,
  type SlotChoice,
} from './model/set-slot-item';
export { SlotItemChooser } from './ui/slot-item-chooser';
