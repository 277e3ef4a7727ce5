export { $asking, askConfirmed, askGiftDialog, askGiftMutation } from './model/ask-gift';
export { AskGiftButton } from './ui/ask-gift-button';
