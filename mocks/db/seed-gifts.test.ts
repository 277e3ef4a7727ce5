import { beforeEach, describe, expect, it } from 'vitest';
import { GIFT_LATE_DAYS, STYLE_ITEM_TYPE } from '@/shared/api/wire';
import { DAY_MS } from '../rules/clock';
import { areFriends, decideSend, openRequestsTo, unopenedGiftsOf } from '../rules/gifts';
import { db } from './collections';
import { referenceDay } from './dates';
import { demoCircle } from './demo-circle';
import { DEMO_MEMBER_ID } from './demo-member';
import { itemRecord } from './factories';
import type { ItemRecord } from './schemas';
import { generateGifts, seedGifts } from './seed-gifts';

/**
 * A small catalogue for the seed to draw from while the item seed (seed-items.ts) is not there
 * yet; once it is, the tests read the real seed as it is.
 */
const SMALL_CATALOGUE: ItemRecord[] = [
  [1, 'Neon style', 1, 800],
  [2, 'Gold mark', 2, 150],
  [3, 'Spark effect', 3, 90],
  [4, 'Cheer sound', 4, 60],
  [5, 'Flame bull', 5, 200],
  [6, 'Bell bull sound', 6, 70],
  [7, 'Low ton burst', 71, 110],
  [8, 'Hat trick stars', 73, 130],
].map(([id, title, type, price]) =>
  itemRecord({
    id: id as number,
    title: title as string,
    type: type as number,
    price: price as number,
    previewImg: `/media/items/item-${String(id)}.svg`,
    url: `/media/items/item-${String(id)}.svg`,
    addedAt: Date.UTC(2026, 0, 1),
  }),
);

beforeEach(async () => {
  if (db.items.count() > 0) return;
  for (const item of SMALL_CATALOGUE) await db.items.create(item);
  db.gifts.clear();
  db.giftRequests.clear();
  await seedGifts(db, { seed: 1, now: Date.now(), mediaBase: '/' });
});

const itemOf = (itemId: number) => db.items.findFirst((q) => q.where({ id: itemId }))!;
const memberOf = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }))!;
const demoGifts = () => db.gifts.findMany((q) => q.where({ receiverId: DEMO_MEMBER_ID }));

describe('the gifts seed', () => {
  it('puts in the demo member\'s box one gift unopened for more than 7 days and one fresh gift, both of non-Style items', () => {
    const now = Date.now();
    const box = unopenedGiftsOf(db.gifts.all(), DEMO_MEMBER_ID);
    expect(box).toHaveLength(2);
    const [fresh, late] = box;
    expect(now - late!.sentAt).toBeGreaterThan(GIFT_LATE_DAYS * DAY_MS);
    expect(now - fresh!.sentAt).toBeLessThan(GIFT_LATE_DAYS * DAY_MS);
    expect(box.every((gift) => itemOf(gift.itemId).type !== STYLE_ITEM_TYPE)).toBe(true);
  });

  it('has an open request of a friend to the demo member, for an item they can pay', () => {
    const requests = openRequestsTo(db.giftRequests.all(), DEMO_MEMBER_ID);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(areFriends(db.friendships.all(), DEMO_MEMBER_ID, request!.askerId)).toBe(true);
    expect(itemOf(request!.itemId).type).not.toBe(STYLE_ITEM_TYPE);
    expect(itemOf(request!.itemId).price).toBeLessThanOrEqual(memberOf(DEMO_MEMBER_ID).coin);
  });

  it('has gifts the demo member opened in the past, whose items they own', () => {
    const opened = demoGifts().filter((gift) => gift.openedAt !== null);
    expect(opened.length).toBeGreaterThanOrEqual(3);
    for (const gift of opened) {
      expect(gift.openedAt!).toBeGreaterThan(gift.sentAt);
      expect(gift.openedAt!).toBeLessThan(Date.now());
      expect(db.ownedItems.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID, itemId: gift.itemId }))).toBeDefined();
    }
    // One of them waited more than 7 days before it was opened.
    expect(opened.some((gift) => gift.openedAt! - gift.sentAt > GIFT_LATE_DAYS * DAY_MS)).toBe(true);
  });

  it("sends every gift between friends of one country, as the send rule allows, and the demo member's friends can receive one", () => {
    const circle = demoCircle(db.members.all());
    const homeFriends = circle.friends.filter((memberId) => memberOf(memberId).countryId === memberOf(DEMO_MEMBER_ID).countryId);
    expect(homeFriends.length).toBeGreaterThan(0);
    expect(db.gifts.all().some((gift) => gift.senderId === DEMO_MEMBER_ID && homeFriends.includes(gift.receiverId))).toBe(true);
    for (const gift of db.gifts.all()) {
      expect(areFriends(db.friendships.all(), gift.senderId, gift.receiverId)).toBe(true);
      const decision = decideSend({
        memberId: gift.senderId,
        memberCountryId: memberOf(gift.senderId).countryId,
        partnerId: gift.receiverId,
        partnerCountryId: memberOf(gift.receiverId).countryId,
        isFriend: true,
        metLately: false,
        item: itemOf(gift.itemId),
        coin: Number.MAX_SAFE_INTEGER,
      });
      expect(decision).toEqual({ ok: true });
    }
  });

  it('is deterministic per seed and day, and gives no gifts without a giftable item', () => {
    const members = db.members.all();
    const items = db.items.all();
    const day = referenceDay(Date.UTC(2026, 4, 20, 15));
    expect(generateGifts(1, members, items, referenceDay(Date.UTC(2026, 4, 20, 0, 5)))).toEqual(generateGifts(1, members, items, day));
    expect(generateGifts(2, members, items, day).gifts.map((gift) => gift.itemId)).not.toEqual(generateGifts(1, members, items, day).gifts.map((gift) => gift.itemId));
    expect(generateGifts(1, members, items.filter((item) => item.type === STYLE_ITEM_TYPE), day)).toEqual({ gifts: [], requests: [] });
  });
});
