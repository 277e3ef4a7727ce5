export { $giftsOpening, allGiftsOpenClicked, giftOpenClicked, openAllGiftsMutation, openGiftMutation } from './model/open-gift';
export { OpenAllGiftsButton, OpenGiftButton } from './ui/open-gift-buttons';
