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

  it('computes the win share from wins and losses', () => {
    expect(winProbability(3, 1)).toBe(0.75);
    expect(winProbability(1, 2)).toBe(0.3333);
    expect(winProbability(0, 0)).toBe(0);
  });

  it('names every inconsistency of a card', () => {
    const consistent = { rating: 12.5, win: 30, lose: 10, winContinued: 6, winProbability: 0.75 };
    expect(cardFiguresProblems(consistent)).toEqual([]);
    expect(cardFiguresProblems({ ...consistent, rating: 31, winContinued: 40, winProbability: 0.5 })).toHaveLength(3);
  });
});
