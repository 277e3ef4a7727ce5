export { ITEM_TYPE_KEYS, itemTypeKey, type ItemTypeKey } from './config/slots';
export { mediaKindOf, mediaUrls, type MediaKind } from './lib/media';
export { EXPIRING_DAYS, validityOf, type Validity } from './lib/validity';
