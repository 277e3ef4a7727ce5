export { $cardToUnbind, unbindAsked, unbindCancelled, unbindCardAction, unbindConfirmed } from './model/unbind-card';
export { UnbindCardButton, UnbindCardDialog } from './ui/unbind-card';
