export { $cardToUnbind, unbindAsked, unbindCancelled, unbindCardMutation, unbindConfirmed } from './model/unbind-card';
export { UnbindCardButton, UnbindCardDialog } from './ui/unbind-card';
