export { ITEM_TYPE_KEYS, itemTypeKey, type ItemTypeKey } from './config/slots';
export { mediaKindOf, mediaUrls, type MediaKind } from './lib/media';
export { EXPIRING_DAYS, validityOf, type Validity } from './lib/validity';
export { ownedItemsChanged } from './model/owned-items-changed';
export { itemFallbackSrc, ItemThumb, type ItemThumbProps } from './ui/item-thumb';
export { ItemTypeName } from './ui/item-type-name';
export { ValidityNote } from './ui/validity-note';
