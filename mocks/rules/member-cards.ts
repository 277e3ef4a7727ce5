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

/** A call carrying `cardId` (or a card number) must name one of the token's member's cards ("not your card" otherwise). */
export const isOwnCard = (sessionMemberId: number, card: { memberId: number } | undefined): card is { memberId: number } =>
  card !== undefined && card.memberId === sessionMemberId;

export interface GameSplit {
  win: number;
  lose: number;
  games01: number;
  gamesCricket: number;
}

/**
 * The wins of a card's 01 and cricket games, at the card's own share of wins, so that the split
 * fits the card: wins of a kind within its games, wins of both kinds within the card's wins, and
 * their losses within the card's losses. Needs `games01 + gamesCricket <= win + lose`.
 */
export function splitWins({ win, lose, games01, gamesCricket }: GameSplit): { wins01: number; winsCricket: number } {
  const games = win + lose;
  const share = games === 0 ? 0 : win / games;
  let wins01 = Math.min(games01, win, Math.round(games01 * share));
  let winsCricket = Math.min(gamesCricket, win - wins01, Math.round(gamesCricket * share));
  // Rounding may leave more losses than the card has: turn some into wins.
  let missing = games01 + gamesCricket - (wins01 + winsCricket) - lose;
  while (missing > 0 && wins01 < games01) {
    wins01 += 1;
    missing -= 1;
  }
  while (missing > 0 && winsCricket < gamesCricket) {
    winsCricket += 1;
    missing -= 1;
  }
  return { wins01, winsCricket };
}

export interface CardGameKinds extends GameSplit {
  wins01: number;
  winsCricket: number;
  countUpAverage: number | null;
  countUpMax: number | null;
}

/**
 * The checks of a card's split into 01 and cricket games (gameData): the kinds within all games,
 * wins of a kind within its games, and wins and losses of both kinds within the card's.
 */
export function cardGameKindsProblems(card: CardGameKinds): string[] {
  const problems: string[] = [];
  const losses01 = card.games01 - card.wins01;
  const lossesCricket = card.gamesCricket - card.winsCricket;
  if (card.games01 + card.gamesCricket > card.win + card.lose) {
    problems.push(`${card.games01} 01 and ${card.gamesCricket} cricket games exceed ${card.win + card.lose} games`);
  }
  if (card.wins01 > card.games01) problems.push(`${card.wins01} 01 wins exceed ${card.games01} 01 games`);
  if (card.winsCricket > card.gamesCricket) problems.push(`${card.winsCricket} cricket wins exceed ${card.gamesCricket} cricket games`);
  if (card.wins01 + card.winsCricket > card.win) problems.push(`01 and cricket wins exceed ${card.win} wins`);
  if (losses01 + lossesCricket > card.lose) problems.push(`01 and cricket losses exceed ${card.lose} losses`);
  if (card.countUpAverage !== null && card.countUpMax !== null && card.countUpMax < card.countUpAverage) {
    problems.push(`count-up best ${card.countUpMax} is below the average ${card.countUpAverage}`);
  }
  return problems;
}
