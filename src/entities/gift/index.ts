export { giftAgeOf, type GiftAge } from './lib/late-gift';
export { giftPartnersOf, isGiftable, type GiftItemRef, type GiftPartner } from './lib/recipients';
export { giftRequests, GiftBoxGate, giftRequestsQuery, receivedGifts, receivedGiftsQuery } from './model/gift-box';
export { $giftCount, giftBoxChanged, giftCountPresence, giftCountQuery, giftCountRefreshed } from './model/gift-count';
export { createPartnerChooser, type PartnerChooser } from './model/partner-chooser';
export { PartnerPicker, type PartnerPickerProps } from './ui/partner-picker';
export { useGiftCount } from './ui/use-gift-count';
export { GiftActionButton, GiftDialogChoices, type GiftActionButtonProps } from './ui/gift-action';
