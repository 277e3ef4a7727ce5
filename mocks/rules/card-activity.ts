import type { AwardRecordName, GameAwardName } from '@/shared/api/wire';
import { DAY_MS } from './clock';
import { monthKey } from './rankings';

/**
 * What a card's recent games and award record must agree with (api-reference sections 3 and 4):
 * the game modes and how each is shown, the awards each kind of game can give, the card's figures
 * and the member's monthly figures. The seed is built to pass these checks, and its tests run
 * them over many seeds.
 */

/** Game modes (`gameName`) of api-reference section 3, by kind. Any other code is a cricket count-up. */
export const X01_MODES = [1, 2, 3, 4, 11, 12, 13, 14] as const;
export const CRICKET_MODES = [5, 6, 10] as const;
/** Count-up, time count-up, half-it, eagle eye, big bull: shown with the PPD of the result. */
export const COUNT_UP_MODES = [7, 8, 9, 20, 21] as const;
/** Team cricket: the only mode with teammates. */
export const TEAM_CRICKET = 10;

export type GameKind = 'x01' | 'cricket' | 'countUp';

export function gameKindOf(gameName: number): GameKind {
  if ((X01_MODES as readonly number[]).includes(gameName)) return 'x01';
  if ((COUNT_UP_MODES as readonly number[]).includes(gameName)) return 'countUp';
  return 'cricket';
}

/** `genericType` of each kind: 100 shows PPD, 200 MPR, 300 PPD from the result. */
export const GENERIC_TYPE = { x01: 100, cricket: 200, countUp: 300 } as const satisfies Record<GameKind, number>;

/** At most this many rounds a game: 01 and cricket end after 15, the count-up family after 8 or 9. */
export const ROUND_LIMIT: Record<GameKind, number> = { x01: 15, cricket: 15, countUp: 9 };

/**
 * The awards a kind of game can give. Tons are points in one round (100-150 low ton, 151-179 high
 * ton, 180), so 01 and count-up games; marks, three in a bed (three darts in one triple of a
 * cricket number) and the white horse are cricket's. A hat trick (three bulls) and three in the
 * black (three inner bulls, so also a hat trick) happen in every kind.
 */
export const AWARDS_OF_KIND: Record<GameKind, readonly GameAwardName[]> = {
  x01: ['lowTon', 'highTon', 'ton80', 'hatTrick', 'threeInABlack'],
  countUp: ['lowTon', 'highTon', 'ton80', 'hatTrick', 'threeInABlack'],
  cricket: ['fiveMark', 'sixMark', 'sevenMark', 'eightMark', 'nineMark', 'threeInABed', 'hatTrick', 'threeInABlack'],
};

/** Awards of one round each, so at most one of the group per round. */
const ROUND_GROUPS: Record<GameKind, readonly GameAwardName[]> = {
  x01: ['lowTon', 'highTon', 'ton80'],
  countUp: ['lowTon', 'highTon', 'ton80'],
  cricket: ['fiveMark', 'sixMark', 'sevenMark', 'eightMark', 'nineMark'],
};

/** The award record's name of each award a game counts (the record spells `threeInAbed`). */
export const RECORD_AWARD_OF: Record<GameAwardName, AwardRecordName> = {
  lowTon: 'lowTon',
  hatTrick: 'hatTrick',
  threeInABed: 'threeInAbed',
  threeInABlack: 'threeInABlack',
  ton80: 'ton80',
  highTon: 'highTon',
  fiveMark: 'fiveMark',
  sixMark: 'sixMark',
  sevenMark: 'sevenMark',
  eightMark: 'eightMark',
  nineMark: 'nineMark',
};

/** The awards the monthly figures (rankings) count too: a main card's month shows the same counts. */
export const MONTH_AWARDS = ['hatTrick', 'lowTon', 'nineMark', 'threeInAbed', 'highTon', 'ton80', 'threeInABlack'] as const;
export type MonthAwardName = (typeof MONTH_AWARDS)[number];

/** "Met lately" (new friends, gifts): played together in the last 7 days. */
export const MET_LATELY_MS = 7 * DAY_MS;

export type GameAwards = Record<GameAwardName, number>;

export interface CheckedGame extends GameAwards {
  cardId: number;
  dateTime: number;
  gameName: number;
  genericType: number;
  ppd: number | null;
  mpr: number | null;
  result: number;
  rating: number;
  shopId: number;
  teammates: ReadonlyArray<{ memberId: number }>;
  playedWith: readonly number[];
}

export interface CheckedCard {
  cardId: number;
  memberId: number;
  rating: number;
  ppd: number;
  mpr: number;
  win: number;
  lose: number;
  games01: number;
  wins01: number;
  gamesCricket: number;
  winsCricket: number;
}

export interface GameCheckOptions {
  /** Where each shop is; with `holderCountryId`, every game must be played in the holder's country. */
  shopCountryOf?: (shopId: number) => number | undefined;
  holderCountryId?: number;
}

const GAME_AWARD_NAMES = Object.keys(RECORD_AWARD_OF) as GameAwardName[];

/** Within `share` of `reference` either way, or within `floor` for a small reference. */
const around = (value: number, reference: number, share: number, floor: number) =>
  Math.abs(value - reference) <= Math.max(reference * share, floor);

function gameProblems(card: CheckedCard, game: CheckedGame, options: GameCheckOptions): string[] {
  const problems: string[] = [];
  const kind = gameKindOf(game.gameName);
  const at = `game of ${new Date(game.dateTime).toISOString()} (mode ${game.gameName})`;
  if (game.cardId !== card.cardId) problems.push(`${at} belongs to card ${game.cardId}`);
  if (game.genericType !== GENERIC_TYPE[kind]) problems.push(`${at} is shown as ${game.genericType}, not ${GENERIC_TYPE[kind]}`);
  if (game.result !== 0 && game.result !== 1) problems.push(`${at} has result ${game.result}`);
  if (game.rating < 1 || game.rating > 30) problems.push(`${at} leaves a rating of ${game.rating}`);
  if (kind === 'cricket') {
    if (game.ppd !== null || game.mpr === null) problems.push(`${at} is a cricket game without an MPR alone`);
    else if (!around(game.mpr, card.mpr, 0.4, 0.6)) problems.push(`${at} has MPR ${game.mpr}, far from the card's ${card.mpr}`);
  } else {
    if (game.mpr !== null || game.ppd === null) problems.push(`${at} is a ${kind} game without a PPD alone`);
    else if (kind === 'x01' && !around(game.ppd, card.ppd, 0.25, 3)) problems.push(`${at} has PPD ${game.ppd}, far from the card's ${card.ppd}`);
    else if (kind === 'countUp' && !around(game.ppd, card.ppd, 0.4, 4)) problems.push(`${at} has PPD ${game.ppd}, far from the card's ${card.ppd}`);
  }

  const allowed = AWARDS_OF_KIND[kind];
  for (const award of GAME_AWARD_NAMES) {
    if (game[award] < 0 || !Number.isInteger(game[award])) problems.push(`${at} counts ${game[award]} ${award}`);
    else if (game[award] > 0 && !allowed.includes(award)) problems.push(`${at} counts ${award}, which a ${kind} game cannot give`);
    else if (game[award] > ROUND_LIMIT[kind]) problems.push(`${at} counts more ${award} than rounds`);
  }
  const perRound = ROUND_GROUPS[kind].reduce((sum, award) => sum + game[award], 0);
  if (perRound > ROUND_LIMIT[kind]) problems.push(`${at} counts ${perRound} round awards in ${ROUND_LIMIT[kind]} rounds`);
  if (game.threeInABlack > game.hatTrick) problems.push(`${at} counts more three in the black than hat tricks`);

  const others = new Set(game.playedWith);
  if (others.has(card.memberId)) problems.push(`${at} lists the holder among the other players`);
  if (others.size !== game.playedWith.length) problems.push(`${at} lists a player twice`);
  if (game.gameName === TEAM_CRICKET) {
    if (game.teammates.length === 0) problems.push(`${at} is team cricket without teammates`);
  } else if (game.teammates.length > 0) problems.push(`${at} has teammates outside team cricket`);
  for (const teammate of game.teammates) {
    if (!others.has(teammate.memberId)) problems.push(`${at} has teammate ${teammate.memberId} who did not play`);
  }
  if (options.shopCountryOf && options.holderCountryId !== undefined && options.shopCountryOf(game.shopId) !== options.holderCountryId) {
    problems.push(`${at} was played at shop ${game.shopId}, outside the holder's country`);
  }
  return problems;
}

/**
 * Every inconsistency of a card's recent games with each other and with the card: modes shown
 * the right way, awards the game kind can give, figures around the card's (PPD of 01 games, MPR
 * of cricket games), wins and losses of each kind within the card's, and the latest game leaving
 * the card's rating.
 */
export function recentGamesProblems(card: CheckedCard, games: readonly CheckedGame[], options: GameCheckOptions = {}): string[] {
  const problems = games.flatMap((game) => gameProblems(card, game, options));
  const tally = (kind: GameKind | null, result: 0 | 1) =>
    games.filter((game) => (kind === null || gameKindOf(game.gameName) === kind) && game.result === result).length;
  const limits: Array<[string, number, number]> = [
    ['wins', tally(null, 1), card.win],
    ['losses', tally(null, 0), card.lose],
    ['01 wins', tally('x01', 1), card.wins01],
    ['01 losses', tally('x01', 0), card.games01 - card.wins01],
    ['cricket wins', tally('cricket', 1), card.winsCricket],
    ['cricket losses', tally('cricket', 0), card.gamesCricket - card.winsCricket],
    ['other wins', tally('countUp', 1), card.win - card.wins01 - card.winsCricket],
    ['other losses', tally('countUp', 0), card.lose - (card.games01 - card.wins01) - (card.gamesCricket - card.winsCricket)],
  ];
  for (const [what, count, limit] of limits) {
    if (count > limit) problems.push(`${count} ${what} among the games, more than the card's ${limit}`);
  }
  const latest = games.reduce<CheckedGame | null>((newest, game) => (!newest || game.dateTime > newest.dateTime ? game : newest), null);
  if (latest && latest.rating !== card.rating) problems.push(`the latest game leaves rating ${latest.rating}, not the card's ${card.rating}`);
  return problems;
}

/** A member's figures of one month (memberMonths), as far as the games and awards must agree with them. */
export type MonthEntry = Record<MonthAwardName, number> & { games01: number; gamesCricket: number };

/**
 * A main card is the card the monthly figures are played on: this month's 01 and cricket games
 * among its recent games fit the month's counts, and without figures this month it has no game
 * this month.
 */
export function monthGamesProblems(games: readonly CheckedGame[], entry: MonthEntry | undefined, currentMonth: string): string[] {
  const thisMonth = games.filter((game) => monthKey(game.dateTime) === currentMonth);
  if (!entry) return thisMonth.length > 0 ? [`${thisMonth.length} games this month, with no figures for the month`] : [];
  const problems: string[] = [];
  const x01 = thisMonth.filter((game) => gameKindOf(game.gameName) === 'x01').length;
  const cricket = thisMonth.filter((game) => gameKindOf(game.gameName) === 'cricket').length;
  if (x01 > entry.games01) problems.push(`${x01} 01 games this month, more than the month's ${entry.games01}`);
  if (cricket > entry.gamesCricket) problems.push(`${cricket} cricket games this month, more than the month's ${entry.gamesCricket}`);
  return problems;
}

export interface CheckedAwardRecord {
  month: string;
  monthCounts: Record<AwardRecordName, number>;
  totalCounts: Record<AwardRecordName, number>;
}

/**
 * Every inconsistency of a card's award record: each total at least the month's and at least
 * what all its recent games counted; this month's counts at least what this month's games
 * counted; and for a main card (`monthEntry` given, or null for a member without figures this
 * month) this month's counts of the awards the monthly figures keep equal to them.
 */
export function awardRecordProblems(
  record: CheckedAwardRecord,
  games: readonly CheckedGame[],
  options: { currentMonth: string; monthEntry?: MonthEntry | null },
): string[] {
  const problems: string[] = [];
  const current = record.month === options.currentMonth;
  for (const award of Object.keys(record.totalCounts) as AwardRecordName[]) {
    const month = record.monthCounts[award];
    const total = record.totalCounts[award];
    if (total < month) problems.push(`${award}: total ${total} below the month's ${month}`);
  }
  for (const award of GAME_AWARD_NAMES) {
    const name = RECORD_AWARD_OF[award];
    const all = games.reduce((sum, game) => sum + game[award], 0);
    const thisMonth = games.filter((game) => monthKey(game.dateTime) === options.currentMonth).reduce((sum, game) => sum + game[award], 0);
    if (record.totalCounts[name] < all) problems.push(`${name}: total ${record.totalCounts[name]} below the games' ${all}`);
    const month = current ? record.monthCounts[name] : 0;
    if (month < thisMonth) problems.push(`${name}: this month ${month} below this month's games' ${thisMonth}`);
  }
  if (options.monthEntry !== undefined) {
    for (const award of MONTH_AWARDS) {
      const expected = options.monthEntry?.[award] ?? 0;
      const month = current ? record.monthCounts[award] : 0;
      if (month !== expected) problems.push(`${award}: this month ${month}, the monthly figures ${expected}`);
    }
  }
  return problems;
}

/** Who the games' players met in the `MET_LATELY_MS` before `now`. */
export function playedWithSince(games: readonly Pick<CheckedGame, 'dateTime' | 'playedWith'>[], now: number): Set<number> {
  return new Set(games.filter((game) => game.dateTime > now - MET_LATELY_MS && game.dateTime <= now).flatMap((game) => game.playedWith));
}
