import { describe, expect, it } from 'vitest';
import { cardFiguresProblems, isOwnAccount, orderMemberCards, winProbability } from './member-cards';

describe('member card rules', () => {
  it('lets a member read only their own account', () => {
    expect(isOwnAccount(10001, 10001)).toBe(true);
    expect(isOwnAccount(10001, 10002)).toBe(false);
  });

  it('puts the main card first, then the others in binding order', () => {
    const cards = [
      { cardId: 3, isMainCard: false, boundAt: 300 },
      { cardId: 1, isMainCard: false, boundAt: 100 },
      { cardId: 2, isMainCard: true, boundAt: 200 },
    ];
    expect(orderMemberCards(cards).map((card) => card.cardId)).toEqual([2, 1, 3]);
    expect(cards.map((card) => card.cardId)).toEqual([3, 1, 2]);
  });

  it('computes the win probability as a percentage of games won, to two decimals', () => {
    expect(winProbability(3, 1)).toBe(75);
    expect(winProbability(1, 2)).toBe(33.33);
    expect(winProbability(2, 1)).toBe(66.67);
    expect(winProbability(1323, 677)).toBe(66.15);
    expect(winProbability(5, 0)).toBe(100);
    expect(winProbability(0, 0)).toBe(0);
  });

  it('names every inconsistency of a card, a fraction instead of a percentage too', () => {
    const consistent = { rating: 12.5, win: 30, lose: 10, winContinued: 6, winProbability: 75 };
    expect(cardFiguresProblems(consistent)).toEqual([]);
    expect(cardFiguresProblems({ ...consistent, winProbability: 0.75 })).toEqual([
      'win percentage 0.75 is not 30 / (30 + 10) * 100',
    ]);
    expect(cardFiguresProblems({ ...consistent, rating: 31, winContinued: 40, winProbability: 50 })).toHaveLength(3);
  });
});
