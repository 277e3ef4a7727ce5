import { ITEM_VALID_DAYS, NO_TEMPLATE, noGameAwards, TEMPLATE_SLOTS } from '@/shared/api/wire';
import { winProbability } from '../rules/member-cards';
import type {
  CardRecord,
  FriendshipRecord,
  GameRecord,
  GiftRecord,
  GiftRequestRecord,
  ItemRecord,
  ItemSettingRecord,
  ItemTemplateRecord,
  LooseCardRecord,
  MemberRecord,
} from './schemas';

/*
 * Record factories: every record the fake backend creates outside the seed's own generators
 * (registration, binding, provider states, tests) is made here, so a field added to a record
 * schema gets its default in one place instead of in every hand-written literal.
 */

/** What a new member must be given; the rest starts empty (no coins, no portrait, no home shop). */
export type NewMember = Omit<MemberRecord, 'coin' | 'portrait' | 'homeShopId'> & Partial<Pick<MemberRecord, 'coin' | 'portrait' | 'homeShopId'>>;

export const memberRecord = (member: NewMember): MemberRecord => ({ coin: 0, ...member });

/** Who a new card belongs to and when it was bound; everything else is what an unplayed card shows. */
export type NewCard = Pick<CardRecord, 'cardId' | 'memberId' | 'cardNo' | 'cardType' | 'isMainCard' | 'name' | 'countryCode' | 'boundAt'>;

/**
 * A card bound or registered just now, with no games yet: the lowest rating, no portrait, zero
 * figures, no league rating and the rule's win probability of no games.
 */
export const unplayedCard = (card: NewCard): CardRecord => ({
  ...card,
  portrait: '',
  rating: 1,
  ppd: 0,
  mpr: 0,
  countUpPoint: 0,
  win: 0,
  lose: 0,
  winContinued: 0,
  winProbability: winProbability(0, 0),
  leagueRating: null,
  ppr: null,
  games01: 0,
  wins01: 0,
  gamesCricket: 0,
  winsCricket: 0,
  countUpAverage: null,
  countUpMax: null,
});

/** Who asked whom, when, and how far it got; nobody has starred anyone yet unless told. */
export type NewFriendship = Pick<FriendshipRecord, 'id' | 'requesterId' | 'recipientId' | 'createdAt'> &
  Partial<Pick<FriendshipRecord, 'status' | 'requesterStar' | 'recipientStar' | 'answeredAt'>>;

/** A friend relationship: by default a request just sent (pending, unanswered, no stars). */
export const friendshipRecord = (friendship: NewFriendship): FriendshipRecord => ({
  status: 0,
  requesterStar: 0,
  recipientStar: 0,
  answeredAt: null,
  ...friendship,
});

/** A card number back in the network's hands: `free` to bind again, or `retired` for good. */
export const looseCard = (cardNo: string, cardType: number, status: LooseCardRecord['status']): LooseCardRecord => ({
  cardNo,
  cardType,
  status,
});

/**
 * The card that replaces `old` (copyCard): a new card id and number, bound now, with everything
 * else of the old card: holder, type, main flag and every figure.
 */
export const copiedCard = (old: CardRecord, replacement: Pick<CardRecord, 'cardId' | 'cardNo' | 'boundAt'>): CardRecord => ({
  ...old,
  ...replacement,
});

/** Where and when a game was played, and with whom. */
export type NewGame = Pick<GameRecord, 'id' | 'cardId' | 'dateTime' | 'shopId' | 'playedWith'> & Partial<GameRecord>;

/**
 * A game added outside the seed (provider states, tests): by default a won 501 of middling
 * figures with no awards and no teammates. Prefer adding players to a seeded game where one
 * exists, so the card's last 30 games keep agreeing with its figures.
 */
export const gameRecord = (game: NewGame): GameRecord => ({
  gameName: 2,
  genericType: 100,
  ppd: 20,
  mpr: null,
  result: 1,
  rating: 10,
  ...noGameAwards(),
  teammates: [],
  ...game,
});

/** A gift as it is sent: unopened unless said otherwise. */
export const giftRecord = (gift: Omit<GiftRecord, 'openedAt'> & Partial<Pick<GiftRecord, 'openedAt'>>): GiftRecord => ({
  openedAt: null,
  ...gift,
});

/** A gift request as it is made: open, not handled, unless said otherwise. */
export const giftRequestRecord = (
  request: Omit<GiftRequestRecord, 'status' | 'handledAt'> & Partial<Pick<GiftRequestRecord, 'status' | 'handledAt'>>,
): GiftRequestRecord => ({
  status: 'open',
  handledAt: null,
  ...request,
});

/** The next free id of a collection's records (ids from 1). */
export const nextRecordId = (records: readonly { id: number }[]): number =>
  records.reduce((max, record) => Math.max(max, record.id), 0) + 1;

/** 14 empty slots. */
export const emptySlots = (): number[] => Array.from({ length: TEMPLATE_SLOTS }, () => 0);

/** A member's slots: empty and no template in use unless given. */
export const itemSettingRecord = (setting: Pick<ItemSettingRecord, 'memberId'> & Partial<ItemSettingRecord>): ItemSettingRecord => ({
  slots: emptySlots(),
  templateId: NO_TEMPLATE,
  ...setting,
});

export const itemTemplateRecord = (template: ItemTemplateRecord): ItemTemplateRecord => ({ ...template, itemIds: [...template.itemIds] });

/** A catalogue item: 90 days, not recommended, never sold unless given. */
export const itemRecord = (
  item: Pick<ItemRecord, 'id' | 'title' | 'type' | 'price' | 'previewImg' | 'url' | 'addedAt'> & Partial<ItemRecord>,
): ItemRecord => ({ validDays: ITEM_VALID_DAYS, recommended: false, sold: 0, ...item });
