import { describe, expect, it } from 'vitest';
import {
  cardNumberStatus,
  decideBinding,
  decideCopy,
  decideMasterCard,
  decideNewCardNumber,
  decideUnbinding,
  freeLooseCards,
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

describe('decideBinding (cardBundling)', () => {
  it('binds a free 16-digit number while the member holds fewer than 3 cards', () => {
    expect(decideBinding(NUMBER, 0, 'free')).toEqual({ ok: true });
    expect(decideBinding(NUMBER, 2, 'free')).toEqual({ ok: true });
  });

  it('refuses a 4th card, with the limit in the message', () => {
    expect(decideBinding(NUMBER, 3, 'free')).toEqual({ ok: false, message: 'cardLimitReached', params: { max: 3 } });
    expect(decideBinding(NUMBER, 1, 'unknown')).toStrictEqual({ ok: false, message: 'cardUnknown' });
  });

  it('refuses a number that is not 16 digits before anything else', () => {
    for (const cardNo of ['886100000000001', '88610000000000012', '8861-0000-0000-0001', 'abcdefghijklmnop', '８８６１０００００００００００１']) {
      expect(decideBinding(cardNo, 3, 'unknown')).toEqual({ ok: false, message: 'cardNoFormat' });
    }
  });

  it('gives each reason a number is not free its own message', () => {
    expect(decideBinding(NUMBER, 1, 'unknown')).toEqual({ ok: false, message: 'cardUnknown' });
    expect(decideBinding(NUMBER, 1, 'yours')).toEqual({ ok: false, message: 'cardAlreadyYours' });
    expect(decideBinding(NUMBER, 1, 'taken')).toEqual({ ok: false, message: 'cardTaken' });
    expect(decideBinding(NUMBER, 1, 'retired')).toEqual({ ok: false, message: 'cardRetired' });
  });
});

describe('decideUnbinding (cardUnbundling) and decideMasterCard', () => {
  it("unbinds only the member's own card, never the main card", () => {
    expect(decideUnbinding(ME, { memberId: ME, isMainCard: false })).toEqual({ ok: true });
    expect(decideUnbinding(ME, { memberId: ME, isMainCard: true })).toEqual({ ok: false, message: 'cardMainNotUnbindable' });
    expect(decideUnbinding(ME, { memberId: OTHER, isMainCard: false })).toEqual({ ok: false, message: 'notYourCard' });
    expect(decideUnbinding(ME, undefined)).toEqual({ ok: false, message: 'notYourCard' });
  });

  it("makes only the member's own card main, the main card included", () => {
    expect(decideMasterCard(ME, { memberId: ME, isMainCard: false })).toEqual({ ok: true });
    expect(decideMasterCard(ME, { memberId: ME, isMainCard: true })).toEqual({ ok: true });
    expect(decideMasterCard(ME, { memberId: OTHER, isMainCard: false })).toEqual({ ok: false, message: 'notYourCard' });
    expect(decideMasterCard(ME, undefined)).toEqual({ ok: false, message: 'notYourCard' });
  });
});

describe('decideCopy (copyCard)', () => {
  const facts = { passwordMatches: true, oldCard: { memberId: ME, isMainCard: true }, cardNoNew: NUMBER, newStatus: 'free' as const };

  it('copies an own card onto a free number with the right password', () => {
    expect(decideCopy(ME, facts)).toEqual({ ok: true });
  });

  it('checks the password first, so nobody learns about card numbers without it', () => {
    expect(decideCopy(ME, { ...facts, passwordMatches: false, oldCard: undefined, newStatus: 'taken' })).toEqual({ ok: false, message: 'cardCopyPasswordWrong' });
  });

  it("refuses an old card that is not the member's", () => {
    expect(decideCopy(ME, { ...facts, oldCard: { memberId: OTHER, isMainCard: false } })).toEqual({ ok: false, message: 'notYourCard' });
    expect(decideCopy(ME, { ...facts, oldCard: undefined })).toEqual({ ok: false, message: 'notYourCard' });
  });

  it('checks the new number as binding does, whatever the number of cards', () => {
    expect(decideCopy(ME, { ...facts, cardNoNew: '123' })).toEqual({ ok: false, message: 'cardNoFormat' });
    expect(decideCopy(ME, { ...facts, newStatus: 'unknown' })).toEqual({ ok: false, message: 'cardUnknown' });
    expect(decideCopy(ME, { ...facts, newStatus: 'yours' })).toEqual({ ok: false, message: 'cardAlreadyYours' });
    expect(decideCopy(ME, { ...facts, newStatus: 'taken' })).toEqual({ ok: false, message: 'cardTaken' });
    expect(decideCopy(ME, { ...facts, newStatus: 'retired' })).toEqual({ ok: false, message: 'cardRetired' });
    expect(decideNewCardNumber(NUMBER, 'free')).toEqual({ ok: true });
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
