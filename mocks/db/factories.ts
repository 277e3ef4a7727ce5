import { expiryAfterPurchase, ITEM_VALID_DAYS, NO_TEMPLATE, noGameAwards, TEMPLATE_SLOTS } from '@/shared/api/wire';
import { winProbability } from '../rules/member-cards';
import type {
  ActivityRecord,
  AwardMessageRecord,
  CardRecord,
  ColumnRecord,
  FriendshipRecord,
  GameRecord,
  GiftRecord,
  GiftRequestRecord,
  ItemRecord,
  ItemSettingRecord,
  ItemTemplateRecord,
  LoginFailureRecord,
  LooseCardRecord,
  MemberRecord,
  NewsRecord,
  OutboxRecord,
  OwnedItemRecord,
  PlayerRecord,
  ShopRecord,
  UploadRecord,
} from './schemas';

/*
 * Record factories: every record the fake backend creates outside the seed's bulk content
 * generators (handlers, provider states, tests, the item and gift seeds) is made here, so a field
 * added to a record schema gets its default in one place instead of in every hand-written literal.
 * Pure functions: the caller picks the id (`nextRecordId`, db/ids.ts) and writes the record.
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

/** The id after every id given (ids from 1). A loop, not Math.max(...ids): a long list would overflow the stack. */
export function nextId(ids: Iterable<number>): number {
  let highest = 0;
  for (const id of ids) if (id > highest) highest = id;
  return highest + 1;
}

/** The next free id of a collection's records (ids from 1). */
export const nextRecordId = (records: readonly { id: number }[]): number => nextId(records.map((record) => record.id));

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

/**
 * What a member owns of an item: bought at `boughtAt` for the full 90 days, unless it expires at
 * another time (renewed, a gift that waited, an item already expired).
 */
export const ownedItemRecord = (
  owned: Omit<OwnedItemRecord, 'expiresAt'> & Partial<Pick<OwnedItemRecord, 'expiresAt'>>,
): OwnedItemRecord => ({ expiresAt: expiryAfterPurchase(owned.boughtAt, null), ...owned });

/** A message "sent" by email or SMS (a code, or an account name): not used, no wrong tries yet. */
export const outboxRecord = (
  message: Omit<OutboxRecord, 'usedAt' | 'wrongTries'> & Partial<Pick<OutboxRecord, 'usedAt' | 'wrongTries'>>,
): OutboxRecord => ({ usedAt: null, wrongTries: 0, ...message });

/** A failed login of `account` at `at` (the lockout rule counts them). */
export const loginFailureRecord = (account: string, at: number): LoginFailureRecord => ({ account, at });

/** An image a member uploaded, its bytes in base64. */
export const uploadRecord = (upload: UploadRecord): UploadRecord => ({ ...upload });

/** A member's award messages in their stored form (the normalised wire string). */
export const awardMessageRecord = (memberId: number, message: string): AwardMessageRecord => ({ memberId, message });

/*
 * Placeholders for Pact provider states that name a record the data lacks (a high id, or the empty
 * scenario): content of country 617 (English) that says it was made for a contract test. Media
 * paths start at `mediaBase`, as the seed's do.
 */

const CONTRACT_COUNTRY_ID = 617;

/** A news item (information) of country 617 unless told, dated 2026-01-01 unless told. */
export const placeholderNews = (id: number, mediaBase: string, at: Partial<Pick<NewsRecord, 'countryId' | 'date'>> = {}): NewsRecord => ({
  id,
  countryId: at.countryId ?? CONTRACT_COUNTRY_ID,
  type: 6,
  title: `News item ${id}`,
  img: `${mediaBase}media/news-default.svg`,
  date: at.date ?? '2026-01-01 09:00:00',
  visitCount: 0,
  contents: `<p>News item ${id}, created for a contract test.</p>`,
});

/** A shop of an English-speaking country, or of the country given. */
export const placeholderShop = (
  shopId: number,
  mediaBase: string,
  place: Pick<ShopRecord, 'countryId' | 'countryCode' | 'countryName'> = { countryId: CONTRACT_COUNTRY_ID, countryCode: 'EN', countryName: 'English' },
): ShopRecord => ({
  shopId,
  ...place,
  shopName: `Shop ${shopId}`,
  shopAddress: '1 Contract Street, London',
  shopImg: `${mediaBase}media/shop-default.svg`,
  shopPhone: '+44 20 7946 0000',
  shopInfo: `Shop ${shopId}, created for a contract test.`,
  type: 'Darts bar',
  openingTime: '18:00-02:00',
  restDay: 'Monday',
  trafficInfo: '5 minutes from the station',
  budget: '£15-£25',
  theme: 'Classic pub',
  service: 'Free Wi-Fi',
  url: 'https://example.com/',
  machineList: [{ machineType: 'A1', machineNum: 2 }],
  createdAt: 0,
});

/** A technique column. */
export const placeholderColumn = (id: number, mediaBase: string): ColumnRecord => ({
  id,
  countryId: CONTRACT_COUNTRY_ID,
  type: 1,
  title: `Column ${id}`,
  thumbnail: `${mediaBase}media/columns/technique-1.svg`,
  cdateInt: 20260101,
  visitCount: 0,
  contents: `<p>Column ${id}, created for a contract test.</p>`,
});

/** A professional player with pictures, darts, an achievement and goods. */
export const placeholderPlayer = (id: number, mediaBase: string): PlayerRecord => {
  const images = (file: string) => JSON.stringify([{ uid: `contract-${id}`, url: `${mediaBase}media/players/${file}` }]);
  return {
    id,
    countryId: CONTRACT_COUNTRY_ID,
    sort: 0,
    name: `Player ${id}`,
    picture: images('player-1.svg'),
    dartImg: images('dart-1.svg'),
    dartTip: 'Fit Point, standard length',
    dartBarrel: '90% tungsten, 18.0 g, 42 mm',
    dartShaft: 'Carbon, short',
    dartFlight: 'Standard',
    achievement: JSON.stringify([{ id: 1, label: '2025', content: 'Contract Cup: champion' }]),
    goods: images('goods-case.svg'),
    videoUrl: `${mediaBase}media/promo.mp4`,
    facebookLink: 'https://www.facebook.com/adarts.network',
    twitterLink: null,
    otherLink: null,
  };
};

/** A match (type 0) or an activity (type 1) from the first to the last day ("YYYY-MM-DD"), hosted by `shopIds`. */
export const placeholderActivity = (
  activity: Pick<ActivityRecord, 'id' | 'type' | 'shopIds'> & { first: string; last: string },
  mediaBase: string,
): ActivityRecord => ({
  id: activity.id,
  countryId: CONTRACT_COUNTRY_ID,
  type: activity.type,
  title: activity.type === 0 ? `Contract Cup ${activity.id}` : `Contract Happy Hour ${activity.id}`,
  startDate: `${activity.first} 00:00:00`,
  endDate: `${activity.last} 23:59:59`,
  thumbnail: `${mediaBase}media/activities/activity-party-thumb.svg`,
  picture: `${mediaBase}media/activities/activity-party-picture.svg`,
  shopIds: activity.shopIds,
  machineType: 'A1 and W1 machines',
  // Plain text with line breaks, like every activity text (api-reference section 2).
  content: `Item ${activity.id}, created for a contract test.\n\nDouble gold every evening.`,
  joinMethod: 'Play with your player card.',
  cost: 'Free',
  reward: '100 gold',
  contact: 'Ask the staff',
  other: 'Bring your player card.',
});
