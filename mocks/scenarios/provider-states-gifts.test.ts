import { describe, expect, it } from 'vitest';
import {
  askList,
  giftCount,
  handleGiftRequest,
  presentList,
  receiveAllGifts,
  receiveGift,
  sendGift,
} from '@/shared/api/wire';
import { db, DEMO_MEMBER_ID } from '../node';
import { call, given } from '../test-support';

const ITEM = 9301;
const FRIEND = 10_007;
const OTHER = 10_008;
const item = (type = 2, price = 100) => ({ state: 'the catalogue has item {itemId} of type {type} at {price} gold', params: { itemId: ITEM, type, price } });
const friends = (memberId = FRIEND) => ({ state: 'the demo member and member {memberId} are friends (relationship {relationshipId})', params: { memberId, relationshipId: 9101 } });
const livesIn = (countryId: number, memberId = FRIEND) => ({ state: 'member {memberId} lives in country {countryId}', params: { memberId, countryId } });
const gold = (coin: number) => ({ state: 'the demo member has {coin} gold', params: { coin } });
const firstPage = { pageIndex: 1, pageSize: 1 };

describe('the gift provider states', () => {
  it('put an item in the catalogue, a friend in a country and gold in the demo member\'s purse', async () => {
    const ready = await given(item(3, 120), friends(), livesIn(617), gold(120));
    expect(ready).toMatchObject({ itemId: ITEM, type: 3, price: 120, coin: 120, countryId: 617 });
    await expect(call(sendGift, { itemId: ITEM, revMemberId: FRIEND }, ready.token)).resolves.toBeNull();

    const poor = await given(item(3, 120), friends(), livesIn(617), gold(119));
    await expect(call(sendGift, { itemId: ITEM, revMemberId: FRIEND }, poor.token)).rejects.toMatchObject({ message: 'Not enough gold' });
    const abroad = await given(item(), friends(), livesIn(208));
    await expect(call(sendGift, { itemId: ITEM, revMemberId: FRIEND }, abroad.token)).rejects.toMatchObject({ message: 'Gifts can only be exchanged with members of your own country' });
    const style = await given(item(1), friends(), livesIn(617));
    await expect(call(sendGift, { itemId: ITEM, revMemberId: FRIEND }, style.token)).rejects.toMatchObject({ message: 'Style items cannot be given as gifts' });
  });

  it('put a gift in a box under the id the interaction names: the newest of the demo member\'s, an opened one, another member\'s', async () => {
    const sent = await given(item(), { state: 'member {memberId} has sent the demo member gift {giftId} of item {itemId}', params: { memberId: FRIEND, giftId: 9201, itemId: ITEM } });
    expect(sent).toMatchObject({ giftId: 9201, itemId: ITEM });
    expect((await call(presentList, firstPage, sent.token)).list[0]).toMatchObject({ id: 9201, type: 2, itemTitle: `Item ${ITEM}` });
    await expect(call(receiveGift, { giftId: 9201 }, sent.token)).resolves.toBeNull();

    const opened = await given(item(), { state: 'the demo member has opened gift {giftId} of item {itemId} from member {memberId}', params: { memberId: FRIEND, giftId: 9201, itemId: ITEM } });
    await expect(call(receiveGift, { giftId: 9201 }, opened.token)).rejects.toMatchObject({ message: 'This gift has already been opened' });

    const others = await given(item(), { state: 'member {memberId} has sent member {receiverId} gift {giftId} of item {itemId}', params: { memberId: FRIEND, receiverId: OTHER, giftId: 9202, itemId: ITEM } });
    await expect(call(receiveGift, { giftId: 9202 }, others.token)).rejects.toMatchObject({ message: 'This gift is not in your gift box' });
  });

  it('make gift requests to and of the demo member, open or answered', async () => {
    const asked = await given(item(), { state: 'member {memberId} has asked the demo member for item {itemId} (request {askId})', params: { memberId: FRIEND, itemId: ITEM, askId: 9401 } });
    expect((await call(askList, firstPage, asked.token)).list[0]).toMatchObject({ id: 9401, itemPrice: 100 });
    await expect(call(handleGiftRequest, { askId: 9401, status: true }, asked.token)).resolves.toBeNull();

    const own = await given(item(), { state: 'the demo member has asked member {memberId} for item {itemId} (request {askId})', params: { memberId: FRIEND, itemId: ITEM, askId: 9401 } });
    await expect(call(handleGiftRequest, { askId: 9401, status: false }, own.token)).rejects.toMatchObject({ message: 'Only the member who was asked can answer this gift request' });

    const handled = await given(item(), { state: 'the demo member has accepted request {askId} of member {memberId} for item {itemId}', params: { memberId: FRIEND, itemId: ITEM, askId: 9401 } });
    await expect(call(handleGiftRequest, { askId: 9401, status: true }, handled.token)).rejects.toMatchObject({ message: 'This gift request has already been answered' });
  });

  it("empty the demo member's box, and count what the states put in it", async () => {
    const empty = await given({ state: "the demo member's gift box is empty" });
    await expect(call(giftCount, {}, empty.token)).resolves.toBe(0);
    await expect(call(receiveAllGifts, {}, empty.token)).resolves.toBeNull();
    expect(db.gifts.findMany((q) => q.where({ receiverId: DEMO_MEMBER_ID, openedAt: (openedAt) => openedAt === null }))).toEqual([]);

    const two = await given(
      { state: "the demo member's gift box is empty" },
      item(),
      { state: 'member {memberId} has sent the demo member gift {giftId} of item {itemId}', params: { memberId: FRIEND, giftId: 9201, itemId: ITEM } },
      { state: 'member {memberId} has asked the demo member for item {itemId} (request {askId})', params: { memberId: OTHER, itemId: ITEM, askId: 9401 } },
    );
    await expect(call(giftCount, {}, two.token)).resolves.toBe(2);
  });

  it('create the members they name when the data has none', async () => {
    const created = await given(item(), { state: 'member {memberId} has sent the demo member gift {giftId} of item {itemId}', params: { memberId: 77_777, giftId: 9203, itemId: ITEM } });
    expect((await call(presentList, firstPage, created.token)).list[0]).toMatchObject({ id: 9203, sndMemberName: 'Player 77777' });
  });
});
