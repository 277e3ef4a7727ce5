/*
 * Item validity (api-reference section 4) is one rule for the portal, which previews the expiry
 * a purchase gives, and the fake backend, which grants it: defined beside the item calls.
 */
export { expiryAfterPurchase as extendedExpiry, giftValidDays } from '@/shared/api/wire';
