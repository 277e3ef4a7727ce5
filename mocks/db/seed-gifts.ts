import { giftValidDays, STYLE_ITEM_TYPE } from '@/shared/api/wire';
import { DAY_MS, HOUR_MS } from '../rules/clock';
import type { Database } from './collections';
import { referenceDay } from './dates';
import { demoCircle } from './demo-circle';
import { DEMO_MEMBER_ID } from './demo-member';
import { giftRecord, giftRequestRecord, nextRecordId, ownedItemRecord } from './factories';
import { seededRandom } from './random';
import type { GiftRecord, GiftRequestRecord, ItemRecord, MemberRecord } from './schemas';
import type { AreaSeedOptions } from './seed-card-activity';
import { DEMO_COINS } from './seed-members';

/** What the demo member's box holds in every seed with a catalogue (days before the reference day). */
export const DEMO_GIFT_TIMES = {
  /** Unopened for more than 7 days: opens with 83 days (the "7-day reduction"). */
  lateGiftDaysAgo: 9,
  /** Unopened, sent the evening before the reference day: opens with the full 90 days. */
  freshGiftHoursAgo: 20,
  /** The open request of a friend to the demo member. */
  requestHoursAgo: 27,
  /** Gifts the demo member opened in the past (sent that many days ago), still valid today. */
  openedGiftsDaysAgo: [25, 48, 70],
} as const;

export interface SeededGifts {
  gifts: GiftRecord[];
  requests: GiftRequestRecord[];
}

/**
 * The gifts of a seed, ids from 1, dates counting back from the reference day (so a seed gives
 * the same records all day). Items come from the catalogue: the non-Style ones by id, drawn with
 * the seed; without any there are no gifts. All between members of the demo member's country
 * who are friends (demoCircle's home friends), so every gift obeys the send rule:
 *
 * - to the demo member: one unopened gift older than 7 days, one fresh unopened gift, and gifts
 *   opened in the past (the late one of them opened after more than 7 days);
 * - an open request of a friend to the demo member, for an item the demo member can pay
 *   (the cheapest giftable items), so accepting it works in the demo;
 * - one gift of the demo member to a friend, still unopened in that friend's box.
 */
export function generateGifts(
  seed: number,
  members: readonly Pick<MemberRecord, 'memberId' | 'countryId'>[],
  items: readonly Pick<ItemRecord, 'id' | 'type' | 'price'>[],
  reference: number,
): SeededGifts {
  const giftable = items.filter((item) => item.type !== STYLE_ITEM_TYPE).sort((a, b) => a.id - b.id);
  const demo = members.find((member) => member.memberId === DEMO_MEMBER_ID);
  const countryOf = new Map(members.map((member) => [member.memberId, member.countryId]));
  const friends = demoCircle(members).friends.filter((memberId) => countryOf.get(memberId) === demo?.countryId);
  if (!demo || giftable.length === 0 || friends.length === 0) return { gifts: [], requests: [] };

  const random = seededRandom([seed, 83]);
  const drawn = random.helpers.shuffle([...giftable]);
  let next = 0;
  // Distinct items while the catalogue lasts, so each opened gift is its own owned item.
  const nextItem = () => drawn[next++ % drawn.length]!.id;
  const friend = (index: number) => friends[index % friends.length]!;

  const gifts: GiftRecord[] = [];
  const send = (gift: Omit<GiftRecord, 'id' | 'openedAt'> & { openedAt?: number | null }) =>
    gifts.push(giftRecord({ id: gifts.length + 1, ...gift }));

  DEMO_GIFT_TIMES.openedGiftsDaysAgo.forEach((daysAgo, index) => {
    const sentAt = reference - daysAgo * DAY_MS - (index + 3) * HOUR_MS;
    // The second one waited 10 days before it was opened (83 days of validity).
    const openedAt = sentAt + (index === 1 ? 10 * DAY_MS : (index + 1) * 5 * HOUR_MS);
    send({ itemId: nextItem(), senderId: friend(3 + index), receiverId: DEMO_MEMBER_ID, sentAt, openedAt });
  });
  send({ itemId: nextItem(), senderId: friend(0), receiverId: DEMO_MEMBER_ID, sentAt: reference - DEMO_GIFT_TIMES.lateGiftDaysAgo * DAY_MS - 5 * HOUR_MS });
  send({ itemId: nextItem(), senderId: friend(1), receiverId: DEMO_MEMBER_ID, sentAt: reference - DEMO_GIFT_TIMES.freshGiftHoursAgo * HOUR_MS });
  send({ itemId: nextItem(), senderId: DEMO_MEMBER_ID, receiverId: friend(6), sentAt: reference - 3 * DAY_MS - 2 * HOUR_MS });

  const affordable = giftable.filter((item) => item.price <= DEMO_COINS).sort((a, b) => a.price - b.price || a.id - b.id);
  const wanted = random.helpers.arrayElement((affordable.length > 0 ? affordable : giftable).slice(0, 3));
  const requests = [
    giftRequestRecord({ id: 1, itemId: wanted.id, askerId: friend(2), giverId: DEMO_MEMBER_ID, askedAt: reference - DEMO_GIFT_TIMES.requestHoursAgo * HOUR_MS }),
  ];
  return { gifts, requests };
}

/**
 * Gifts and gift requests between members (after the catalogue and the friendships). A gift opened
 * in the past gave its receiver the item: when they own no record of it yet (the item seed may have
 * sold them the same item), it is added as opening it would have (giftValidDays from the opening).
 */
export async function seedGifts(db: Database, options: AreaSeedOptions): Promise<void> {
  const { gifts, requests } = generateGifts(options.seed, db.members.all(), db.items.all(), referenceDay(options.now));
  for (const gift of gifts) {
    await db.gifts.create(gift);
    if (gift.openedAt === null) continue;
    const { receiverId: memberId, itemId } = gift;
    if (db.ownedItems.findFirst((q) => q.where({ memberId, itemId }))) continue;
    await db.ownedItems.create(
      ownedItemRecord({
        id: nextRecordId(db.ownedItems.all()),
        memberId,
        itemId,
        boughtAt: gift.openedAt,
        expiresAt: gift.openedAt + giftValidDays(gift.sentAt, gift.openedAt) * DAY_MS,
      }),
    );
  }
  for (const request of requests) await db.giftRequests.create(request);
}
