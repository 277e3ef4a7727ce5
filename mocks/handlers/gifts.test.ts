import { describe, expect, it, vi } from 'vitest';
import {
  askGift,
  askList,
  giftCount,
  GIFTS_PAGE_SIZE,
  handleGiftRequest,
  presentList,
  receiveAllGifts,
  receiveGift,
  sendGift,
} from '@/shared/api/wire';
import { demoCircle, playedWithLately } from '../db/demo-circle';
import { giftRecord, giftRequestRecord, itemRecord, ownedItemRecord } from '../db/factories';
import { DAY_MS, HOUR_MS } from '../rules/clock';
import { areFriends } from '../rules/gifts';
import { createManualClock, db, DEMO_MEMBER_ID, resetFakeBackend } from '../node';
import { call, logIn, logInDemo, rawCall } from '../test-support';

const memberOf = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }))!;
const logInAs = (memberId: number) => logIn(memberOf(memberId).account);
const coinOf = (memberId: number) => memberOf(memberId).coin;

/** Test items of their own (the catalogue seed may or may not be there): ids far above the seeded ones. */
const EFFECT = 90_001;
const STYLE = 90_002;
const SOUND = 90_003;
async function addTestItems(): Promise<void> {
  const items: [number, string, number, number][] = [
    [EFFECT, 'Spark effect', 3, 120],
    [STYLE, 'Neon style', 1, 300],
    [SOUND, 'Cheer sound', 4, 80],
  ];
  for (const [id, title, type, price] of items) {
    db.items.deleteMany((q) => q.where({ id }));
    await db.items.create(itemRecord({ id, title, type, price, previewImg: `/media/items/test-${id}.svg`, url: `/media/items/test-${id}.svg`, addedAt: Date.UTC(2026, 0, 1) }));
  }
}
const itemOf = (id: number) => db.items.findFirst((q) => q.where({ id }))!;

/** Empty gift boxes and requests, so a test sees only what it puts there. */
async function freshBoxes(): Promise<void> {
  await addTestItems();
  db.gifts.clear();
  db.giftRequests.clear();
}

const circle = () => demoCircle(db.members.all());
const homeCountry = () => memberOf(DEMO_MEMBER_ID).countryId;
/** Accepted friends of the demo member's country. */
const homeFriends = () => circle().friends.filter((memberId) => memberOf(memberId).countryId === homeCountry());
const friendAbroad = () => circle().friends.find((memberId) => memberOf(memberId).countryId !== homeCountry())!;
/** Met lately, of the demo member's country, not a friend. */
const metPlayer = () => circle().metRecently.find((memberId) => memberOf(memberId).countryId === homeCountry())!;
/** Of the demo member's country, neither a friend nor met in the last 7 days. */
const stranger = () =>
  db.members
    .all()
    .map((member) => member.memberId)
    .find(
      (memberId) =>
        memberId !== DEMO_MEMBER_ID &&
        memberOf(memberId).countryId === homeCountry() &&
        !areFriends(db.friendships.all(), DEMO_MEMBER_ID, memberId) &&
        !playedWithLately(circle()).includes(memberId),
    )!;

/** What a refused call must leave as it was. */
const snapshot = () => ({
  coins: db.members.all().map((member) => [member.memberId, member.coin]),
  gifts: db.gifts.all().map((record) => ({ ...record })),
  requests: db.giftRequests.all().map((record) => ({ ...record })),
  owned: db.ownedItems.all().map((record) => ({ ...record })),
});

async function expectRefusedUnchanged(attempt: () => Promise<unknown>, message: string): Promise<void> {
  const before = snapshot();
  await expect(attempt()).rejects.toMatchObject({ kind: 'rejected', code: 101, message });
  expect(snapshot()).toEqual(before);
}

const send = (token: string, itemId: number, revMemberId: number) => call(sendGift, { itemId, revMemberId }, token);
const ask = (token: string, itemId: number, sndMemberId: number) => call(askGift, { itemId, sndMemberId }, token);
const box = (token: string, pageIndex = 1, pageSize = 999) => call(presentList, { pageIndex, pageSize }, token);
const requests = (token: string, pageIndex = 1, pageSize = 999) => call(askList, { pageIndex, pageSize }, token);
const count = (token: string) => call(giftCount, {}, token);
const handle = (token: string, askId: number, status: boolean) => call(handleGiftRequest, { askId, status }, token);
const giftById = (id: number) => db.gifts.findFirst((q) => q.where({ id }))!;
const requestById = (id: number) => db.giftRequests.findFirst((q) => q.where({ id }))!;
const ownedBy = (memberId: number, itemId: number) => db.ownedItems.findFirst((q) => q.where({ memberId, itemId }));

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('every gift call', () => {
  it.each([
    [sendGift, { itemId: 1, revMemberId: DEMO_MEMBER_ID + 1 }],
    [askGift, { itemId: 1, sndMemberId: DEMO_MEMBER_ID + 1 }],
    [presentList, { pageIndex: 1, pageSize: 5 }],
    [askList, { pageIndex: 1, pageSize: 5 }],
    [receiveGift, { giftId: 1 }],
    [receiveAllGifts, {}],
    [handleGiftRequest, { askId: 1, status: true }],
    [giftCount, {}],
  ] as const)('%# answers a visitor 198 and changes nothing', async (definition, params) => {
    const before = snapshot();
    await expect(call(definition, params, null)).rejects.toMatchObject({ kind: 'unauthorized', code: 198 });
    await expect(call(definition, params, 'not-a-token')).rejects.toMatchObject({ code: 198 });
    expect(snapshot()).toEqual(before);
  });
});

describe('/rpi/itemgift/send', () => {
  it("takes the price from the sender and puts the gift unopened in a friend's box, newest first", async () => {
    await freshBoxes();
    const token = await logInDemo();
    const friend = homeFriends()[0]!;
    const coin = coinOf(DEMO_MEMBER_ID);
    await expect(send(token, SOUND, friend)).resolves.toBeNull();
    await expect(send(token, EFFECT, friend)).resolves.toBeNull();
    expect(coinOf(DEMO_MEMBER_ID)).toBe(coin - 80 - 120);

    const friendToken = await logInAs(friend);
    const page = await box(friendToken);
    expect(page.totalCount).toBe(2);
    expect(page.list[0]).toMatchObject({ type: 3, itemTitle: 'Spark effect', itemPreviewImg: itemOf(EFFECT).previewImg, sndMemberName: 'Demo Player' });
    expect(page.list[0]!.sndTime).toMatch(DATE_TIME);
    expect(page.list[1]).toMatchObject({ type: 4, itemTitle: 'Cheer sound' });
    expect(giftById(page.list[0]!.id)).toMatchObject({ senderId: DEMO_MEMBER_ID, receiverId: friend, itemId: EFFECT, openedAt: null });
    // Unopened: not among the friend's items yet.
    expect(ownedBy(friend, EFFECT)).toBeUndefined();
    await expect(count(friendToken)).resolves.toBe(2);
  });

  it('sends to a player met in the last 7 days of the same country who is no friend', async () => {
    await freshBoxes();
    const token = await logInDemo();
    const player = metPlayer();
    expect(areFriends(db.friendships.all(), DEMO_MEMBER_ID, player)).toBe(false);
    await expect(send(token, EFFECT, player)).resolves.toBeNull();
    expect(db.gifts.findMany((q) => q.where({ receiverId: player }))).toHaveLength(1);
  });

  it('lets the balance reach exactly zero', async () => {
    await freshBoxes();
    const token = await logInDemo();
    await db.members.update((q) => q.where({ memberId: DEMO_MEMBER_ID }), { data: (member) => void (member.coin = 120) });
    await expect(send(token, EFFECT, homeFriends()[0]!)).resolves.toBeNull();
    expect(coinOf(DEMO_MEMBER_ID)).toBe(0);
  });

  it('refuses a sender short of gold, never leaving a negative balance or a gift', async () => {
    await freshBoxes();
    const token = await logInDemo();
    await db.members.update((q) => q.where({ memberId: DEMO_MEMBER_ID }), { data: (member) => void (member.coin = 119) });
    await expectRefusedUnchanged(() => send(token, EFFECT, homeFriends()[0]!), 'Not enough gold');
    await expect(call(sendGift, { itemId: EFFECT, revMemberId: homeFriends()[0]! }, token, 'ja')).rejects.toMatchObject({ message: 'ゴールドが足りません' });
  });

  it('refuses a Style item and an unknown item', async () => {
    await freshBoxes();
    const token = await logInDemo();
    await expectRefusedUnchanged(() => send(token, STYLE, homeFriends()[0]!), 'Style items cannot be given as gifts');
    await expectRefusedUnchanged(() => send(token, 99_999_999, homeFriends()[0]!), 'This item does not exist');
  });

  it('refuses oneself, an unknown member, a friend of another country and a stranger of the same country', async () => {
    await freshBoxes();
    const token = await logInDemo();
    await expectRefusedUnchanged(() => send(token, EFFECT, DEMO_MEMBER_ID), 'You cannot send a gift to yourself');
    await expectRefusedUnchanged(() => send(token, EFFECT, 99_999_999), 'This member does not exist');
    await expectRefusedUnchanged(() => send(token, EFFECT, friendAbroad()), 'Gifts can only be exchanged with members of your own country');
    await expectRefusedUnchanged(() => send(token, EFFECT, stranger()), 'Gifts can only be sent to friends or players you played with in the last 7 days');
  });

  it('does not count a pending friend request as a friendship', async () => {
    await freshBoxes();
    const token = await logInDemo();
    const asked = circle().incoming.find((memberId) => memberOf(memberId).countryId === homeCountry() && !playedWithLately(circle()).includes(memberId))!;
    await expectRefusedUnchanged(() => send(token, EFFECT, asked), 'Gifts can only be sent to friends or players you played with in the last 7 days');
  });

  it('debits and delivers all or nothing', async () => {
    await freshBoxes();
    const token = await logInDemo();
    const before = snapshot();
    const failure = vi.spyOn(db.gifts, 'create').mockRejectedValueOnce(new Error('storage failed'));
    try {
      await expect(send(token, EFFECT, homeFriends()[0]!)).rejects.toMatchObject({ code: 500 });
    } finally {
      failure.mockRestore();
    }
    expect(snapshot()).toEqual(before);
  });

  it('reads parameters sent as a form, as older clients send them', async () => {
    await freshBoxes();
    const token = await logInDemo();
    const answer = await rawCall(sendGift.path, { form: `itemId=${EFFECT}&revMemberId=${homeFriends()[0]!}`, headers: { Authorization: token } });
    expect(answer.code).toBe(100);
    expect(db.gifts.count()).toBe(1);
  });
});

describe('/rpi/itemgift/ask', () => {
  it('creates an open request to a friend that the asker pays nothing for; the friend sees it in their requests', async () => {
    await freshBoxes();
    const token = await logInDemo();
    const friend = homeFriends()[0]!;
    const coin = coinOf(DEMO_MEMBER_ID);
    await expect(ask(token, EFFECT, friend)).resolves.toBeNull();
    expect(coinOf(DEMO_MEMBER_ID)).toBe(coin);
    expect(db.giftRequests.all()).toEqual([expect.objectContaining({ itemId: EFFECT, askerId: DEMO_MEMBER_ID, giverId: friend, status: 'open', handledAt: null })]);

    const friendToken = await logInAs(friend);
    const page = await requests(friendToken);
    expect(page).toEqual({
      list: [{ id: db.giftRequests.all()[0]!.id, type: 3, itemTitle: 'Spark effect', itemPreviewImg: itemOf(EFFECT).previewImg, itemPrice: 120, askMemberName: 'Demo Player', askTime: expect.stringMatching(DATE_TIME) }],
      totalCount: 1,
    });
    await expect(count(friendToken)).resolves.toBe(1);
    // The asker's own request is not in their list.
    await expect(requests(token)).resolves.toEqual({ list: [], totalCount: 0 });
  });

  it('asks a player met lately, even with no gold at all', async () => {
    await freshBoxes();
    const token = await logInDemo();
    await db.members.update((q) => q.where({ memberId: DEMO_MEMBER_ID }), { data: (member) => void (member.coin = 0) });
    await expect(ask(token, EFFECT, metPlayer())).resolves.toBeNull();
  });

  it('keeps the rules of send: not oneself, not a Style item, only friends or players met lately of the same country', async () => {
    await freshBoxes();
    const token = await logInDemo();
    await expectRefusedUnchanged(() => ask(token, EFFECT, DEMO_MEMBER_ID), 'You cannot ask yourself for a gift');
    await expectRefusedUnchanged(() => ask(token, STYLE, homeFriends()[0]!), 'Style items cannot be given as gifts');
    await expectRefusedUnchanged(() => ask(token, 99_999_999, homeFriends()[0]!), 'This item does not exist');
    await expectRefusedUnchanged(() => ask(token, EFFECT, 99_999_999), 'This member does not exist');
    await expectRefusedUnchanged(() => ask(token, EFFECT, friendAbroad()), 'Gifts can only be exchanged with members of your own country');
    await expectRefusedUnchanged(() => ask(token, EFFECT, stranger()), 'You can only ask friends or players you played with in the last 7 days for a gift');
  });

  it('refuses asking the same member for the same item while the first request is open', async () => {
    await freshBoxes();
    const token = await logInDemo();
    const friend = homeFriends()[0]!;
    await ask(token, EFFECT, friend);
    await expectRefusedUnchanged(() => ask(token, EFFECT, friend), 'You have already asked this member for this item; wait for their answer');
    // Another item, or after an answer, is a new request.
    await expect(ask(token, SOUND, friend)).resolves.toBeNull();
    await handle(await logInAs(friend), db.giftRequests.all()[0]!.id, false);
    await expect(ask(token, EFFECT, friend)).resolves.toBeNull();
  });
});

describe('/rpi/itemgift/presentlist and asklist', () => {
  it(`pages the box ${GIFTS_PAGE_SIZE} at a time, newest first, without opened gifts or other members' gifts`, async () => {
    await freshBoxes();
    const now = Date.now();
    const [friend, other] = homeFriends();
    for (let index = 0; index < 7; index += 1) {
      await db.gifts.create(giftRecord({ id: index + 1, itemId: index % 2 ? EFFECT : SOUND, senderId: friend!, receiverId: DEMO_MEMBER_ID, sentAt: now - (index + 1) * HOUR_MS }));
    }
    await db.gifts.create(giftRecord({ id: 8, itemId: EFFECT, senderId: friend!, receiverId: DEMO_MEMBER_ID, sentAt: now, openedAt: now }));
    await db.gifts.create(giftRecord({ id: 9, itemId: EFFECT, senderId: friend!, receiverId: other!, sentAt: now }));
    const token = await logInDemo();
    const first = await box(token, 1, GIFTS_PAGE_SIZE);
    const second = await box(token, 2, GIFTS_PAGE_SIZE);
    expect(first.list.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
    expect(second).toMatchObject({ list: [{ id: 6 }, { id: 7 }], totalCount: 7 });
    expect(first.list[0]).toEqual({ id: 1, type: 4, itemTitle: 'Cheer sound', itemPreviewImg: itemOf(SOUND).previewImg, sndMemberName: memberOf(friend!).nickname, sndTime: expect.stringMatching(DATE_TIME) });
    expect(await box(token, 3, GIFTS_PAGE_SIZE)).toEqual({ list: [], totalCount: 7 });
  });

  it("pages the open requests addressed to the member, newest first, without handled ones or the member's own", async () => {
    await freshBoxes();
    const now = Date.now();
    const [friend, other] = homeFriends();
    const request = (id: number, overrides: Partial<Parameters<typeof giftRequestRecord>[0]> = {}) =>
      db.giftRequests.create(giftRequestRecord({ id, itemId: EFFECT, askerId: friend!, giverId: DEMO_MEMBER_ID, askedAt: now - id * HOUR_MS, ...overrides }));
    await request(1);
    await request(2, { status: 'accepted', handledAt: now });
    await request(3, { askedAt: now - 10 * DAY_MS, itemId: SOUND, askerId: other! });
    await request(4, { askerId: DEMO_MEMBER_ID, giverId: friend! });
    await request(5, { status: 'rejected', handledAt: now });
    const token = await logInDemo();
    const page = await requests(token);
    expect(page.list.map((row) => row.id)).toEqual([1, 3]);
    expect(page.list[1]).toMatchObject({ type: 4, itemTitle: 'Cheer sound', itemPrice: 80, askMemberName: memberOf(other!).nickname });
    expect(await requests(token, 2, 1)).toMatchObject({ list: [{ id: 3 }], totalCount: 2 });
  });

  it("writes dates in the member's country's time", async () => {
    await freshBoxes();
    const sentAt = Date.UTC(2026, 4, 20, 22, 30, 5);
    const friend = homeFriends()[0]!;
    await db.gifts.create(giftRecord({ id: 1, itemId: EFFECT, senderId: friend, receiverId: DEMO_MEMBER_ID, sentAt }));
    // The demo member's country (617) writes UTC.
    expect((await box(await logInDemo())).list[0]!.sndTime).toBe('2026-05-20 22:30:05');
  });
});

describe('/rpi/itemgift/receive and receiveall', () => {
  const NOW = Date.UTC(2026, 4, 20, 12);

  async function boxWithGifts() {
    await resetFakeBackend({ clock: createManualClock(NOW) });
    await freshBoxes();
    const friend = homeFriends()[0]!;
    db.ownedItems.deleteMany((q) => q.where({ memberId: DEMO_MEMBER_ID, itemId: (itemId) => itemId === EFFECT || itemId === SOUND }));
    // Fresh: 6 days unopened. Late: 8 days unopened.
    await db.gifts.create(giftRecord({ id: 1, itemId: EFFECT, senderId: friend, receiverId: DEMO_MEMBER_ID, sentAt: NOW - 6 * DAY_MS }));
    await db.gifts.create(giftRecord({ id: 2, itemId: SOUND, senderId: friend, receiverId: DEMO_MEMBER_ID, sentAt: NOW - 8 * DAY_MS }));
    await db.gifts.create(giftRecord({ id: 3, itemId: EFFECT, senderId: DEMO_MEMBER_ID, receiverId: friend, sentAt: NOW - DAY_MS }));
    return { token: await logInDemo(), friend };
  }

  it('adds a gift to the items for 90 days, 83 when it waited more than 7 days, and takes it out of the box', async () => {
    const { token } = await boxWithGifts();
    await expect(call(receiveGift, { giftId: 1 }, token)).resolves.toBeNull();
    expect(ownedBy(DEMO_MEMBER_ID, EFFECT)).toMatchObject({ expiresAt: NOW + 90 * DAY_MS });
    expect(giftById(1).openedAt).toBe(NOW);
    await expect(call(receiveGift, { giftId: 2 }, token)).resolves.toBeNull();
    expect(ownedBy(DEMO_MEMBER_ID, SOUND)).toMatchObject({ expiresAt: NOW + 83 * DAY_MS });
    await expect(box(token)).resolves.toEqual({ list: [], totalCount: 0 });
  });

  it('extends an owned item from its current expiry', async () => {
    const { token } = await boxWithGifts();
    await db.ownedItems.create(ownedItemRecord({ id: 999_999, memberId: DEMO_MEMBER_ID, itemId: EFFECT, boughtAt: NOW - 10 * DAY_MS, expiresAt: NOW + 30 * DAY_MS }));
    await call(receiveGift, { giftId: 1 }, token);
    expect(ownedBy(DEMO_MEMBER_ID, EFFECT)).toMatchObject({ id: 999_999, expiresAt: NOW + 120 * DAY_MS });
  });

  it('opens a gift once', async () => {
    const { token } = await boxWithGifts();
    await call(receiveGift, { giftId: 1 }, token);
    await expectRefusedUnchanged(() => call(receiveGift, { giftId: 1 }, token), 'This gift has already been opened');
  });

  it("refuses a gift of another member's box, the sender's own and an unknown one", async () => {
    const { friend } = await boxWithGifts();
    const friendToken = await logInAs(friend);
    await expectRefusedUnchanged(() => call(receiveGift, { giftId: 1 }, friendToken), 'This gift is not in your gift box');
    const demoToken = await logInDemo();
    await expectRefusedUnchanged(() => call(receiveGift, { giftId: 3 }, demoToken), 'This gift is not in your gift box');
    await expectRefusedUnchanged(() => call(receiveGift, { giftId: 999_999 }, friendToken), 'This gift is not in your gift box');
    expect(giftById(1).openedAt).toBeNull();
  });

  it("opens all of the member's gifts with each one's own days, and no one else's", async () => {
    const { token } = await boxWithGifts();
    await expect(call(receiveAllGifts, {}, token)).resolves.toBeNull();
    expect(ownedBy(DEMO_MEMBER_ID, EFFECT)).toMatchObject({ expiresAt: NOW + 90 * DAY_MS });
    expect(ownedBy(DEMO_MEMBER_ID, SOUND)).toMatchObject({ expiresAt: NOW + 83 * DAY_MS });
    expect(giftById(3).openedAt).toBeNull();
    await expect(count(token)).resolves.toBe(0);
    // Nothing left to open is fine.
    await expect(call(receiveAllGifts, {}, token)).resolves.toBeNull();
  });

  it('answers receiveall and count sent as POSTs with no body and no Content-Type', async () => {
    const { token } = await boxWithGifts();
    expect(await rawCall(giftCount.path, { headers: { Authorization: token } })).toMatchObject({ code: 100, data: 2 });
    expect(await rawCall(receiveAllGifts.path, { headers: { Authorization: token } })).toMatchObject({ code: 100, data: null });
    expect(await rawCall(giftCount.path, { headers: { Authorization: token } })).toMatchObject({ code: 100, data: 0 });
  });

  it('opens gifts all or nothing', async () => {
    const { token } = await boxWithGifts();
    const before = snapshot();
    const failure = vi.spyOn(db.gifts, 'update').mockResolvedValueOnce(undefined as never).mockRejectedValueOnce(new Error('storage failed'));
    try {
      await expect(call(receiveAllGifts, {}, token)).rejects.toMatchObject({ code: 500 });
    } finally {
      failure.mockRestore();
    }
    expect(snapshot()).toEqual(before);
  });
});

describe('/rpi/itemgift/handleask', () => {
  async function askedByFriend() {
    await freshBoxes();
    const friend = homeFriends()[0]!;
    await db.giftRequests.create(giftRequestRecord({ id: 1, itemId: EFFECT, askerId: friend, giverId: DEMO_MEMBER_ID, askedAt: Date.now() - HOUR_MS }));
    return { token: await logInDemo(), friend };
  }

  it('accepts: the member asked pays and the gift lands unopened in the asker\'s box', async () => {
    const { token, friend } = await askedByFriend();
    const coin = coinOf(DEMO_MEMBER_ID);
    await expect(count(token)).resolves.toBe(1);
    await expect(handle(token, 1, true)).resolves.toBeNull();
    expect(coinOf(DEMO_MEMBER_ID)).toBe(coin - 120);
    expect(requestById(1)).toMatchObject({ status: 'accepted', handledAt: expect.any(Number) });
    await expect(count(token)).resolves.toBe(0);
    const friendBox = await box(await logInAs(friend));
    expect(friendBox).toMatchObject({ list: [{ type: 3, itemTitle: 'Spark effect', sndMemberName: 'Demo Player' }], totalCount: 1 });
    expect(ownedBy(friend, EFFECT)).toBeUndefined();
  });

  it('rejects: the request closes, nobody pays, no gift', async () => {
    const { token } = await askedByFriend();
    const coin = coinOf(DEMO_MEMBER_ID);
    await expect(handle(token, 1, false)).resolves.toBeNull();
    expect(requestById(1)).toMatchObject({ status: 'rejected' });
    expect(coinOf(DEMO_MEMBER_ID)).toBe(coin);
    expect(db.gifts.count()).toBe(0);
    await expect(requests(token)).resolves.toEqual({ list: [], totalCount: 0 });
  });

  it('handles a request once', async () => {
    const { token } = await askedByFriend();
    await handle(token, 1, true);
    await expectRefusedUnchanged(() => handle(token, 1, true), 'This gift request has already been answered');
    await expectRefusedUnchanged(() => handle(token, 1, false), 'This gift request has already been answered');
  });

  it('refuses the asker, a member of neither side and an unknown request', async () => {
    const { token, friend } = await askedByFriend();
    const askerToken = await logInAs(friend);
    await expectRefusedUnchanged(() => handle(askerToken, 1, true), 'Only the member who was asked can answer this gift request');
    const outsiderToken = await logInAs(homeFriends()[1]!);
    await expectRefusedUnchanged(() => handle(outsiderToken, 1, true), 'This gift request does not exist');
    await expectRefusedUnchanged(() => handle(token, 999_999, false), 'This gift request does not exist');
  });

  it('refuses to accept without the gold, leaving the request open', async () => {
    const { token } = await askedByFriend();
    await db.members.update((q) => q.where({ memberId: DEMO_MEMBER_ID }), { data: (member) => void (member.coin = 100) });
    await expectRefusedUnchanged(() => handle(token, 1, true), 'Not enough gold');
    expect(requestById(1).status).toBe('open');
    // Turning it down needs no gold.
    await expect(handle(token, 1, false)).resolves.toBeNull();
  });

  it('accepts status as the text true / false, in the query string or a form body', async () => {
    const { token } = await askedByFriend();
    await db.giftRequests.create(giftRequestRecord({ id: 2, itemId: SOUND, askerId: homeFriends()[1]!, giverId: DEMO_MEMBER_ID, askedAt: Date.now() }));
    expect(await rawCall(handleGiftRequest.path, { query: 'askId=1&status=true', headers: { Authorization: token } })).toMatchObject({ code: 100 });
    expect(await rawCall(handleGiftRequest.path, { form: 'askId=2&status=false', headers: { Authorization: token } })).toMatchObject({ code: 100 });
    expect([requestById(1).status, requestById(2).status]).toEqual(['accepted', 'rejected']);
    expect(await rawCall(handleGiftRequest.path, { form: 'askId=2&status=yes', headers: { Authorization: token } })).toMatchObject({ code: 101 });
  });

  it('pays, delivers and closes all or nothing', async () => {
    const { token } = await askedByFriend();
    const before = snapshot();
    const failure = vi.spyOn(db.giftRequests, 'update').mockRejectedValueOnce(new Error('storage failed'));
    try {
      await expect(handle(token, 1, true)).rejects.toMatchObject({ code: 500 });
    } finally {
      failure.mockRestore();
    }
    expect(snapshot()).toEqual(before);
  });
});

describe('/rpi/itemgift/count', () => {
  it("counts the member's unopened gifts plus the open requests addressed to them", async () => {
    await freshBoxes();
    const [friend, other] = homeFriends();
    const now = Date.now();
    await db.gifts.create(giftRecord({ id: 1, itemId: EFFECT, senderId: friend!, receiverId: DEMO_MEMBER_ID, sentAt: now }));
    await db.gifts.create(giftRecord({ id: 2, itemId: SOUND, senderId: other!, receiverId: DEMO_MEMBER_ID, sentAt: now - 9 * DAY_MS }));
    await db.gifts.create(giftRecord({ id: 3, itemId: SOUND, senderId: other!, receiverId: DEMO_MEMBER_ID, sentAt: now, openedAt: now }));
    await db.giftRequests.create(giftRequestRecord({ id: 1, itemId: EFFECT, askerId: friend!, giverId: DEMO_MEMBER_ID, askedAt: now }));
    await db.giftRequests.create(giftRequestRecord({ id: 2, itemId: EFFECT, askerId: DEMO_MEMBER_ID, giverId: friend!, askedAt: now }));
    await db.giftRequests.create(giftRequestRecord({ id: 3, itemId: SOUND, askerId: other!, giverId: DEMO_MEMBER_ID, askedAt: now, status: 'rejected', handledAt: now }));
    await expect(count(await logInDemo())).resolves.toBe(3);
  });

  it('counts the seeded box of the demo member when the catalogue is there', async () => {
    const token = await logInDemo();
    const expected = db.items.count() > 0 ? 3 : 0;
    await expect(count(token)).resolves.toBe(expected);
  });
});
