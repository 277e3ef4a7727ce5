export { $sending, $step, backToRecipients, recipientConfirmed, sendConfirmed, sendGiftDialog, sendGiftMutation } from './model/send-gift';
export { SendGiftButton } from './ui/send-gift-button';
