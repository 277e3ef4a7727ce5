import { describe, expect, it } from 'vitest';
import {
  changeTemplate,
  deleteTemplates,
  expiryAfterPurchase,
  giftValidDays,
  handleGiftRequest,
  insertTemplate,
  isLateGift,
  itemList,
  myItemList,
  receiveAllGifts,
  setSlotItem,
} from './items';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 25, 12);
const fourteen = (fill = 0) => Array.from({ length: 14 }, () => fill);

/* What real clients send (api-reference section 1), read by the same schemas the fake backend uses. */
describe('item calls as clients send them', () => {
  it('take "" for every type and plain list, and default a missing sort to newest first', () => {
    expect(itemList.request.parse({ itemType: '', queryType: '', pageIndex: '1', pageSize: '999' })).toEqual({
      itemType: '',
      queryType: '',
      pageIndex: 1,
      pageSize: 999,
    });
    expect(myItemList.request.parse({ type: '76', pageSize: 10 })).toEqual({ type: 76, sort: 2, pageIndex: 1, pageSize: 10 });
  });

  it('refuse a type that is no slot, and a page size over 999', () => {
    expect(itemList.request.safeParse({ itemType: 7, pageSize: 10 }).success).toBe(false);
    expect(setSlotItem.request.safeParse({ itemId: 3, type: 79 }).success).toBe(false);
    expect(itemList.request.safeParse({ pageSize: 1000 }).success).toBe(false);
  });

  it('take 0 as an emptied slot and -1 as no template', () => {
    expect(setSlotItem.request.parse({ itemId: 0, type: 1 })).toEqual({ itemId: 0, type: 1 });
    expect(changeTemplate.request.parse({ templateId: '-1' })).toEqual({ templateId: -1 });
    expect(changeTemplate.request.safeParse({ templateId: '-2' }).success).toBe(false);
  });

  it('read handleask status as the text true or false', () => {
    expect(handleGiftRequest.request.parse({ askId: '4', status: 'true' })).toEqual({ askId: 4, status: true });
    expect(handleGiftRequest.request.parse({ askId: 4, status: false })).toEqual({ askId: 4, status: false });
    expect(handleGiftRequest.request.safeParse({ askId: 4, status: '1' }).success).toBe(false);
  });

  it('want templates of exactly 14 slots, a plain name of 1-20 characters, and delete as a bare array', () => {
    expect(insertTemplate.request.safeParse({ name: 'Match night', itemIds: fourteen() }).success).toBe(true);
    expect(insertTemplate.request.safeParse({ name: 'Match night', itemIds: [0, 0] }).success).toBe(false);
    expect(insertTemplate.request.safeParse({ name: '<b>bold</b>', itemIds: fourteen() }).success).toBe(false);
    expect(insertTemplate.request.safeParse({ name: 'x'.repeat(21), itemIds: fourteen() }).success).toBe(false);
    expect(deleteTemplates.request.parse([3, '4'])).toEqual([3, 4]);
    expect(deleteTemplates.request.safeParse([]).success).toBe(false);
  });

  it('take no parameters for receiveall', () => {
    expect(receiveAllGifts.request.parse({})).toEqual({});
  });
});

describe('item validity', () => {
  it('adds 90 days to now, or to an expiry still ahead', () => {
    expect(expiryAfterPurchase(NOW, null)).toBe(NOW + 90 * DAY);
    expect(expiryAfterPurchase(NOW, NOW - DAY)).toBe(NOW + 90 * DAY);
    expect(expiryAfterPurchase(NOW, NOW + 2 * DAY)).toBe(NOW + 92 * DAY);
  });

  it('takes 7 days off a gift opened more than 7 days after it was sent', () => {
    expect(isLateGift(NOW - 7 * DAY, NOW)).toBe(false);
    expect(giftValidDays(NOW - 7 * DAY, NOW)).toBe(90);
    expect(giftValidDays(NOW - 8 * DAY, NOW)).toBe(83);
  });
});
