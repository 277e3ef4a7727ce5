export { $sending, $step, backToRecipients, giveBlockOf, recipientConfirmed, sendConfirmed, sendGiftDialog, sendGiftAction } from './model/send-gift';
export { SendGiftButton } from './ui/send-gift-button';
