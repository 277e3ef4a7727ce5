export { $asking, askConfirmed, askGiftDialog, askGiftAction } from './model/ask-gift';
export { AskGiftButton } from './ui/ask-gift-button';
