/**
 * Rules of the member card calls (api-reference sections 1 and 2): a member reads only their own
 * cards, the main card comes first, and every card's figures agree with each other.
 */

export interface OwnedCard {
  cardId: number;
  isMainCard: boolean;
  boundAt: number;
}

/** A call carrying `memberId` must name the token's member ("not your account" otherwise). */
export const isOwnAccount = (sessionMemberId: number, requestedMemberId: number): boolean =>
  sessionMemberId === requestedMemberId;

/** The main card first, then the others in the order they were bound (ties by card id). */
export function orderMemberCards<Card extends OwnedCard>(cards: readonly Card[]): Card[] {
  return [...cards].sort(
    (a, b) => Number(b.isMainCard) - Number(a.isMainCard) || a.boundAt - b.boundAt || a.cardId - b.cardId,
  );
}

/**
 * The percentage of games won, `win / (win + lose) * 100`, to two decimals (66.15): every
 * `winProbability…` of the API is a percentage, not a fraction. 0 before the first game.
 */
export function winProbability(win: number, lose: number): number {
  const games = win + lose;
  if (games === 0) return 0;
  // Hundredths of a percent from whole numbers first, so 2 / 3 gives 66.67 and not 66.66999….
  return Math.round((win * 10_000) / games) / 100;
}

export interface CardFigures {
  rating: number;
  win: number;
  lose: number;
  winContinued: number;
  winProbability: number;
}

/** The checks the seed's cards pass: rating 1-30, a best streak within the wins, a matching win percentage. */
export function cardFiguresProblems(card: CardFigures): string[] {
  const problems: string[] = [];
  if (card.rating < 1 || card.rating > 30) problems.push(`rating ${card.rating} is outside 1-30`);
  if (card.winContinued > card.win) problems.push(`best streak ${card.winContinued} exceeds ${card.win} wins`);
  if (card.winProbability !== winProbability(card.win, card.lose)) {
    problems.push(`win percentage ${card.winProbability} is not ${card.win} / (${card.win} + ${card.lose}) * 100`);
  }
  return problems;
}
