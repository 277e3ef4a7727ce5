export { giftAgeOf, type GiftAge } from './lib/late-gift';
export { giftPartnersOf, isGiftable, type GiftItemRef, type GiftPartner } from './lib/recipients';
export { giftRequests, GiftBoxGate, giftRequestsQuery, receivedGifts, receivedGiftsQuery } from './model/gift-box';
export { $giftCount, giftBoxChanged, giftCountPresence, giftCountQuery, giftCountRefreshed } from './model/gift-count';
export { createPartnerChooser, type ChoiceMissing, type PartnerChooser } from './model/partner-chooser';
export { PartnerPicker, useChoiceMissingText, type PartnerPickerProps } from './ui/partner-picker';
export { useGiftCount } from './ui/use-gift-count';
export { GiftDialogChoices } from './ui/gift-action';
