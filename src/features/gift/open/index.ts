export { $giftsOpening, allGiftsOpenClicked, giftOpenClicked, openAllGiftsAction, openGiftAction } from './model/open-gift';
export { OpenAllGiftsButton, OpenGiftButton } from './ui/open-gift-buttons';
