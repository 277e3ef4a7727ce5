import { describe, expect, it } from 'vitest';
import { cardFiguresProblems, cardGameKindsProblems, isOwnAccount, isOwnCard, orderMemberCards, splitWins, winProbability } from './member-cards';

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

describe('isOwnCard', () => {
  it("accepts only a card of the token's member", () => {
    expect(isOwnCard(10001, { memberId: 10001 })).toBe(true);
    expect(isOwnCard(10001, { memberId: 10002 })).toBe(false);
    expect(isOwnCard(10001, undefined)).toBe(false);
  });
});

describe('splitWins and cardGameKindsProblems', () => {
  const kinds = { countUpAverage: 500, countUpMax: 650 };

  it("splits the wins of 01 and cricket games at the card's share, within the card's wins and losses", () => {
    for (const [win, lose, games01, gamesCricket] of [
      [60, 40, 50, 35],
      [1, 23, 12, 8],
      [23, 1, 12, 8],
      [13, 12, 13, 9],
      [0, 30, 15, 10],
      [30, 0, 15, 10],
      [7, 7, 7, 7],
    ] as const) {
      const split = splitWins({ win, lose, games01, gamesCricket });
      expect(cardGameKindsProblems({ win, lose, games01, gamesCricket, ...split, ...kinds }), `${win}/${lose}/${games01}/${gamesCricket}`).toEqual([]);
    }
    expect(splitWins({ win: 60, lose: 40, games01: 50, gamesCricket: 35 })).toEqual({ wins01: 30, winsCricket: 21 });
  });

  it('names every way a split can disagree with the card', () => {
    const card = { win: 10, lose: 10, games01: 8, wins01: 4, gamesCricket: 6, winsCricket: 3, ...kinds };
    expect(cardGameKindsProblems(card)).toEqual([]);
    // More games of both kinds than games: their wins or their losses are too many as well.
    expect(cardGameKindsProblems({ ...card, games01: 16 })).toEqual([
      '16 01 and 6 cricket games exceed 20 games',
      '01 and cricket losses exceed 10 losses',
    ]);
    expect(cardGameKindsProblems({ ...card, wins01: 9 })).toEqual(['9 01 wins exceed 8 01 games', '01 and cricket wins exceed 10 wins']);
    expect(cardGameKindsProblems({ ...card, wins01: 0, winsCricket: 0 })).toEqual(['01 and cricket losses exceed 10 losses']);
    expect(cardGameKindsProblems({ ...card, countUpMax: 400 })).toEqual(['count-up best 400 is below the average 500']);
  });
});
