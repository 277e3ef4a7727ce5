import { describe, expect, it } from 'vitest';
import {
  bindingRefusal,
  cardNumberStatus,
  copyRefusal,
  freeLooseCards,
  masterCardRefusal,
  newCardNumberRefusal,
  refusalParams,
  unbindingRefusal,
} from './card-settings';

const ME = 10001;
const OTHER = 10002;
const NUMBER = '8861000000000001';

describe('cardNumberStatus', () => {
  it('tells free, own, taken, retired and unknown numbers apart', () => {
    expect(cardNumberStatus(ME, { boundTo: undefined, loose: 'free' })).toBe('free');
    expect(cardNumberStatus(ME, { boundTo: ME, loose: undefined })).toBe('yours');
    expect(cardNumberStatus(ME, { boundTo: OTHER, loose: undefined })).toBe('taken');
    expect(cardNumberStatus(ME, { boundTo: undefined, loose: 'retired' })).toBe('retired');
    expect(cardNumberStatus(ME, { boundTo: undefined, loose: undefined })).toBe('unknown');
  });

  it('never calls a number free while a card holds it, whatever a stale loose record says', () => {
    expect(cardNumberStatus(ME, { boundTo: OTHER, loose: 'free' })).toBe('taken');
    expect(cardNumberStatus(ME, { boundTo: ME, loose: 'free' })).toBe('yours');
  });
});

describe('bindingRefusal (cardBundling)', () => {
  it('binds a free 16-digit number while the member holds fewer than 3 cards', () => {
    expect(bindingRefusal(NUMBER, 0, 'free')).toBeNull();
    expect(bindingRefusal(NUMBER, 2, 'free')).toBeNull();
  });

  it('refuses a 4th card, with the limit in the message', () => {
    expect(bindingRefusal(NUMBER, 3, 'free')).toBe('cardLimitReached');
    expect(refusalParams('cardLimitReached')).toEqual({ max: 3 });
    expect(refusalParams('cardUnknown')).toBeUndefined();
  });

  it('refuses a number that is not 16 digits before anything else', () => {
    for (const cardNo of ['886100000000001', '88610000000000012', '8861-0000-0000-0001', 'abcdefghijklmnop', '８８６１０００００００００００１']) {
      expect(bindingRefusal(cardNo, 3, 'unknown')).toBe('cardNoFormat');
    }
  });

  it('gives each reason a number is not free its own message', () => {
    expect(bindingRefusal(NUMBER, 1, 'unknown')).toBe('cardUnknown');
    expect(bindingRefusal(NUMBER, 1, 'yours')).toBe('cardAlreadyYours');
    expect(bindingRefusal(NUMBER, 1, 'taken')).toBe('cardTaken');
    expect(bindingRefusal(NUMBER, 1, 'retired')).toBe('cardRetired');
  });
});

describe('unbindingRefusal (cardUnbundling) and masterCardRefusal', () => {
  it("unbinds only the member's own card, never the main card", () => {
    expect(unbindingRefusal(ME, { memberId: ME, isMainCard: false })).toBeNull();
    expect(unbindingRefusal(ME, { memberId: ME, isMainCard: true })).toBe('cardMainNotUnbindable');
    expect(unbindingRefusal(ME, { memberId: OTHER, isMainCard: false })).toBe('notYourCard');
    expect(unbindingRefusal(ME, undefined)).toBe('notYourCard');
  });

  it("makes only the member's own card main, the main card included", () => {
    expect(masterCardRefusal(ME, { memberId: ME, isMainCard: false })).toBeNull();
    expect(masterCardRefusal(ME, { memberId: ME, isMainCard: true })).toBeNull();
    expect(masterCardRefusal(ME, { memberId: OTHER, isMainCard: false })).toBe('notYourCard');
    expect(masterCardRefusal(ME, undefined)).toBe('notYourCard');
  });
});

describe('copyRefusal (copyCard)', () => {
  const facts = { passwordMatches: true, oldCard: { memberId: ME, isMainCard: true }, cardNoNew: NUMBER, newStatus: 'free' as const };

  it('copies an own card onto a free number with the right password', () => {
    expect(copyRefusal(ME, facts)).toBeNull();
  });

  it('checks the password first, so nobody learns about card numbers without it', () => {
    expect(copyRefusal(ME, { ...facts, passwordMatches: false, oldCard: undefined, newStatus: 'taken' })).toBe('cardCopyPasswordWrong');
  });

  it("refuses an old card that is not the member's", () => {
    expect(copyRefusal(ME, { ...facts, oldCard: { memberId: OTHER, isMainCard: false } })).toBe('notYourCard');
    expect(copyRefusal(ME, { ...facts, oldCard: undefined })).toBe('notYourCard');
  });

  it('checks the new number as binding does, whatever the number of cards', () => {
    expect(copyRefusal(ME, { ...facts, cardNoNew: '123' })).toBe('cardNoFormat');
    expect(copyRefusal(ME, { ...facts, newStatus: 'unknown' })).toBe('cardUnknown');
    expect(copyRefusal(ME, { ...facts, newStatus: 'yours' })).toBe('cardAlreadyYours');
    expect(copyRefusal(ME, { ...facts, newStatus: 'taken' })).toBe('cardTaken');
    expect(copyRefusal(ME, { ...facts, newStatus: 'retired' })).toBe('cardRetired');
    expect(newCardNumberRefusal(NUMBER, 'free')).toBeNull();
  });
});

describe('freeLooseCards', () => {
  it('lists free loose numbers no card holds, in issue order, and never retired ones', () => {
    const loose = [
      { cardNo: '8861000000000003', status: 'free' as const },
      { cardNo: '8861000000000001', status: 'retired' as const },
      { cardNo: '8861000000000002', status: 'free' as const },
      { cardNo: '8861000000000004', status: 'free' as const },
    ];
    expect(freeLooseCards(loose, ['8861000000000004']).map((card) => card.cardNo)).toEqual(['8861000000000003', '8861000000000002']);
    expect(freeLooseCards([], [])).toEqual([]);
  });
});
