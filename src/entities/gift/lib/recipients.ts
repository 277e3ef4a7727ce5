import { STYLE_ITEM_TYPE, type FriendRow, type MetPlayer } from '@/shared/api';

/** Someone the member may give a gift to, or ask one from. */
export interface GiftPartner {
  memberId: number;
  name: string;
  portrait: string | null;
  /** A friend, or a player met in the last 7 days who is not a friend. */
  source: 'friend' | 'met';
}

/** The item a gift or a request is about, as the detail page knows it. */
export interface GiftItemRef {
  id: number;
  title: string;
  type: number;
  price: number;
}

/** Style items (type 1) can neither be given nor asked for (api-reference section 4). */
export const isGiftable = (item: Pick<GiftItemRef, 'type'>): boolean => item.type !== STYLE_ITEM_TYPE;

/**
 * Whom a gift dialog offers, as the backend's rule allows (api-reference section 4: friends or
 * players met in the last 7 days, of the member's own country): friends first (as the friend list
 * orders them), then the players met lately; each member once, since a friend met lately must not
 * be offered twice. A row without `countryCode` (the real API does not send it) stays, and so does
 * everyone while the member's country is unknown (null): the backend refuses a partner abroad itself.
 */
export const giftPartnersOf = (friends: readonly FriendRow[], met: readonly MetPlayer[], memberCountryCode: string | null): GiftPartner[] => {
  const partners: GiftPartner[] = [];
  const seen = new Set<number>();
  const add = (partner: GiftPartner, countryCode: string | undefined) => {
    if (seen.has(partner.memberId) || (memberCountryCode !== null && countryCode !== undefined && countryCode !== memberCountryCode)) return;
    seen.add(partner.memberId);
    partners.push(partner);
  };
  for (const friend of friends) add({ memberId: friend.friendId, name: friend.friendName, portrait: friend.friendPortrait, source: 'friend' }, friend.countryCode);
  for (const player of met) add({ memberId: player.friendId, name: player.friendName, portrait: player.portrait, source: 'met' }, player.countryCode);
  return partners;
};
