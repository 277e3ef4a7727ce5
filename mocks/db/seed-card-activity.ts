import { GAME_AWARD_NAMES, noGameAwards, type AwardRecordName, type GameAwardName } from '@/shared/api/wire';
import {
  COUNT_UP_MODES,
  CRICKET_MODES,
  gameKindOf,
  GENERIC_TYPE,
  MONTH_AWARDS,
  RECORD_AWARD_OF,
  TEAM_CRICKET,
  X01_MODES,
  type GameKind,
} from '../rules/card-activity';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../rules/clock';
import { monthKey } from '../rules/rankings';
import type { Database } from './collections';
import { referenceDay } from './dates';
import { demoCircle, playedWithLately } from './demo-circle';
import { DEMO_MEMBER_ID } from './demo-member';
import { seededRandom, type Random } from './random';
import type {
  CardAwardRecord,
  CardRecord,
  GameRecord,
  LooseCardRecord,
  MemberMonthRecord,
  MemberRecord,
  ShopRecord,
} from './schemas';

export interface AreaSeedOptions {
  seed: number;
  now: number;
  mediaBase: string;
}

/**
 * The demo member's cards play more than the 30 games latelyAchievement answers (so "at most 30,
 * newest first" shows), the league card fewer. Of them, `lately` were played in the last 6 days:
 * "met in the last 7 days" whatever the time of day the data is read.
 */
export const DEMO_GAMES = { main: { all: 36, lately: 10 }, other: { all: 12, lately: 4 } } as const;
/** Other members' main cards play a few games each, their other cards none (keeps the seed fast). */
export const OTHER_MAX_GAMES = 8;
/** Loose cards: free numbers to bind or copy onto (listed in the dev toolbar), and retired ones. */
export const FREE_LOOSE_CARDS = 8;
export const RETIRED_LOOSE_CARDS = 1;
const FREE_CARD_TYPES = [1, 2, 1, 1, 2, 1, 1, 2] as const;

/** Lately games are at most this long before the seed's day; older ones at least `OLDER_FROM` before it. */
const LATELY_WITHIN = 6 * DAY_MS;
const OLDER_FROM = 8 * DAY_MS;
const DEMO_HISTORY = 60 * DAY_MS;
const OTHER_HISTORY = 45 * DAY_MS;

/**
 * The demo's modes in turn (every mode shows up, team cricket often), as a preference: a mode
 * whose kind the card or the month has no games left of gives way to another kind.
 */
const DEMO_MODES = [1, 5, 7, 2, 10, 3, 6, 8, 4, 11, 10, 9, 12, 5, 20, 13, 6, 21, 14, 10] as const;
const MODES_OF_KIND: Record<GameKind, readonly number[]> = { x01: X01_MODES, cricket: CRICKET_MODES, countUp: COUNT_UP_MODES };
const KINDS: readonly GameKind[] = ['x01', 'cricket', 'countUp'];

const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface CardActivityInput {
  seed: number;
  /** Midnight UTC of the seed's day. */
  reference: number;
  members: readonly MemberRecord[];
  /** Every card, main cards included for every member. */
  cards: readonly CardRecord[];
  months: readonly MemberMonthRecord[];
  shops: readonly ShopRecord[];
}

export interface CardActivity {
  games: GameRecord[];
  awards: CardAwardRecord[];
  looseCards: LooseCardRecord[];
}

/** Games left of each kind on a card (all time), and of each result. */
interface Capacity {
  games: number;
  wins: number;
  losses: number;
}

function capacitiesOf(card: CardRecord): Record<GameKind, Capacity> {
  const otherGames = card.win + card.lose - card.games01 - card.gamesCricket;
  const otherWins = card.win - card.wins01 - card.winsCricket;
  return {
    x01: { games: card.games01, wins: card.wins01, losses: card.games01 - card.wins01 },
    cricket: { games: card.gamesCricket, wins: card.winsCricket, losses: card.gamesCricket - card.winsCricket },
    countUp: { games: otherGames, wins: otherWins, losses: otherGames - otherWins },
  };
}

type Awards = Record<GameAwardName, number>;

/** Award counts of one game of a kind, for a player of `level` (0 beginner … 1 the best). */
function gameAwards(random: Random, kind: GameKind, level: number): Awards {
  const draw = (expected: number) => Math.round(random.number.float() * 2 * expected);
  const awards = noGameAwards();
  awards.hatTrick = draw(level ** 2 * 0.9);
  awards.threeInABlack = awards.hatTrick > 0 && random.number.float() < 0.15 ? 1 : 0;
  if (kind === 'cricket') {
    awards.fiveMark = draw(0.2 + level * 1.4);
    awards.sixMark = draw(level * 1.0);
    awards.sevenMark = draw(level ** 2 * 0.8);
    awards.eightMark = draw(level ** 2 * 0.4);
    awards.nineMark = random.number.float() < level ** 3 * 0.4 ? 1 : 0;
    awards.threeInABed = draw(level ** 2 * 0.5);
  } else {
    const rounds = kind === 'x01' ? random.number.int({ min: 7, max: 15 }) : 8;
    awards.highTon = draw(level ** 2 * 0.9);
    awards.ton80 = random.number.float() < level ** 3 * 0.3 ? 1 : 0;
    awards.lowTon = Math.min(draw(0.3 + level * 1.8), rounds - awards.highTon - awards.ton80);
  }
  return awards;
}

/** When a card's games were played: `lately` in the last 6 days, the rest between `from` and `to` before the reference. */
function gameTimes(random: Random, reference: number, counts: { lately: number; older: number }, older: { from: number; to: number }): number[] {
  const at = (from: number, to: number) => reference - Math.round(random.number.int({ min: to, max: from }) / MINUTE_MS) * MINUTE_MS;
  return [
    ...Array.from({ length: counts.lately }, () => at(LATELY_WITHIN, HOUR_MS)),
    ...Array.from({ length: counts.older }, () => at(older.from, older.to)),
  ].sort((a, b) => b - a);
}

interface Players {
  /** Everyone the game's holder played with. */
  others: number[];
  team: boolean;
}

export function generateCardActivity(input: CardActivityInput): CardActivity {
  const { seed, reference, members, cards, months, shops } = input;
  // Loose cards first, with a stream of their own: their numbers never move with the games.
  const looseCards = generateLooseCards(seededRandom([seed, 62]), cards);

  const random = seededRandom([seed, 61]);
  const thisMonth = monthKey(reference);
  const referenceDate = new Date(reference);
  const monthStart = Date.UTC(referenceDate.getUTCFullYear(), referenceDate.getUTCMonth(), 1);
  const memberById = new Map(members.map((member) => [member.memberId, member]));
  const mainCardOf = new Map(cards.filter((card) => card.isMainCard).map((card) => [card.memberId, card]));
  const entryOf = new Map(months.filter((entry) => entry.month === thisMonth).map((entry) => [entry.memberId, entry]));
  const shopsOf = new Map<number, ShopRecord[]>();
  for (const shop of shops) shopsOf.set(shop.countryId, [...(shopsOf.get(shop.countryId) ?? []), shop]);
  const countryMates = new Map<number, number[]>();
  for (const member of members) {
    if (member.memberId === DEMO_MEMBER_ID) continue;
    countryMates.set(member.countryId, [...(countryMates.get(member.countryId) ?? []), member.memberId]);
  }
  const everyoneButDemo = members.map((member) => member.memberId).filter((id) => id !== DEMO_MEMBER_ID);
  const lately = playedWithLately(demoCircle(members));

  let nextGameId = 1;
  const games: GameRecord[] = [];
  const gamesOfCard = new Map<number, GameRecord[]>();

  /** Other players of a game: `required` first, then others drawn from `pool` up to the game's size. */
  const playersOf = (pool: readonly number[], required: readonly number[], holderId: number, team: boolean): Players => {
    const size = team ? 3 : random.number.int({ min: 1, max: 3 });
    const others = [...required];
    // Drawn by index rather than shuffled: pools are small next to the seed's hundreds of games.
    for (let tries = 0; others.length < size && tries < size * 4 && pool.length > 0; tries += 1) {
      const id = pool[random.number.int(pool.length - 1)]!;
      if (id !== holderId && !others.includes(id)) others.push(id);
    }
    return { others, team: team && others.length > 0 };
  };

  for (const card of cards) {
    const holder = memberById.get(card.memberId);
    if (!holder) continue;
    const isDemo = holder.memberId === DEMO_MEMBER_ID;
    const entry = card.isMainCard ? entryOf.get(holder.memberId) : undefined;

    // How many games, and when.
    let times: number[];
    if (isDemo) {
      const plan = card.isMainCard ? DEMO_GAMES.main : DEMO_GAMES.other;
      times = gameTimes(random, reference, { lately: plan.lately, older: plan.all - plan.lately }, { from: DEMO_HISTORY, to: OLDER_FROM });
    } else if (card.isMainCard) {
      // 0-8 games, most members none (about 1 on average): the seed runs before every test.
      const count = Math.floor(random.number.float() ** 5 * (OTHER_MAX_GAMES + 1));
      // A member with no figures this month played no game this month either.
      const end = entry ? 0 : Math.max(0, reference - monthStart) + MINUTE_MS;
      times = gameTimes(random, reference, { lately: 0, older: count }, { from: end + OTHER_HISTORY, to: end });
    } else {
      continue;
    }
    if (times.length === 0) continue;

    const capacity = capacitiesOf(card);
    const monthLeft: Record<GameKind, number> = {
      x01: entry?.games01 ?? Number.POSITIVE_INFINITY,
      cricket: entry?.gamesCricket ?? Number.POSITIVE_INFINITY,
      countUp: Number.POSITIVE_INFINITY,
    };
    const share = card.win + card.lose === 0 ? 0 : card.win / (card.win + card.lose);
    const level = clamp((card.rating - 1) / 29, 0, 1);
    const countryShops = shopsOf.get(holder.countryId) ?? shops;
    const own: GameRecord[] = [];
    let latelyIndex = 0;
    const latelyGames = times.filter((time) => time > reference - OLDER_FROM).length;

    times.forEach((dateTime, index) => {
      const inMonth = dateTime >= monthStart;
      const fits = (kind: GameKind) => capacity[kind].games > 0 && (!inMonth || monthLeft[kind] > 0);
      // Other members: half 01, a third cricket, the rest the count-up family.
      const draw = isDemo ? 0 : random.number.float();
      const preferredMode = isDemo
        ? DEMO_MODES[(index + (card.isMainCard ? 0 : 7)) % DEMO_MODES.length]!
        : random.helpers.arrayElement(MODES_OF_KIND[draw < 0.5 ? 'x01' : draw < 0.85 ? 'cricket' : 'countUp']);
      const preferred = gameKindOf(preferredMode);
      const kind = fits(preferred) ? preferred : [...KINDS].filter(fits).sort((a, b) => capacity[b].games - capacity[a].games)[0];
      if (!kind) return;
      let gameName = kind === preferred ? preferredMode : random.helpers.arrayElement(MODES_OF_KIND[kind]);

      // Who played: the demo member's lately games meet exactly the circle's lately players.
      const isLately = dateTime > reference - OLDER_FROM;
      let players: Players;
      if (isDemo && isLately) {
        const required = lately.filter((_, position) => position % Math.max(1, latelyGames) === latelyIndex);
        latelyIndex += 1;
        players = playersOf(lately, required, holder.memberId, gameName === TEAM_CRICKET);
      } else if (isDemo) {
        const pool = random.number.float() < 0.7 ? (countryMates.get(holder.countryId) ?? everyoneButDemo) : everyoneButDemo;
        players = playersOf(pool, [], holder.memberId, gameName === TEAM_CRICKET);
      } else {
        // Other members never list the demo member: the demo's own games say whom they met.
        const mates = countryMates.get(holder.countryId) ?? [];
        players = playersOf(mates.length > 1 ? mates : everyoneButDemo, [], holder.memberId, gameName === TEAM_CRICKET);
      }
      if (gameName === TEAM_CRICKET && !players.team) gameName = 5;

      const wantWin = random.number.float() < share;
      const result: 0 | 1 = (wantWin && capacity[kind].wins > 0) || capacity[kind].losses === 0 ? 1 : 0;
      capacity[kind].games -= 1;
      if (result === 1) capacity[kind].wins -= 1;
      else capacity[kind].losses -= 1;
      if (inMonth) monthLeft[kind] -= 1;

      const figure = kind === 'x01' ? 0.82 + 0.36 * random.number.float() : kind === 'countUp' ? 0.85 + 0.4 * random.number.float() : 0.72 + 0.56 * random.number.float();
      const teammate = players.team ? players.others[0]! : undefined;
      const teammateCard = teammate === undefined ? undefined : mainCardOf.get(teammate);
      const game: GameRecord = {
        id: nextGameId++,
        cardId: card.cardId,
        dateTime,
        gameName,
        genericType: GENERIC_TYPE[kind],
        ppd: kind === 'cricket' ? null : round2(card.ppd * figure),
        mpr: kind === 'cricket' ? round2(Math.max(0.1, card.mpr * figure)) : null,
        result,
        rating: card.rating,
        shopId: countryShops.length > 0 ? random.helpers.arrayElement(countryShops).shopId : 1,
        ...gameAwards(random, kind, level),
        teammates:
          teammate === undefined
            ? []
            : [
                {
                  memberId: teammate,
                  memberName: memberById.get(teammate)?.nickname ?? '',
                  rating: teammateCard ? round2(clamp(teammateCard.rating + random.number.float({ min: -0.5, max: 0.5 }), 1, 30)) : null,
                  mpr: teammateCard ? round2(Math.max(0.1, teammateCard.mpr + random.number.float({ min: -0.3, max: 0.3 }))) : null,
                },
              ],
        playedWith: players.others,
      };
      own.push(game);
    });

    // The rating after each game, walking back from the card's rating (newest first).
    let rating = card.rating;
    for (const game of own) {
      game.rating = rating;
      rating = round2(clamp(rating - random.number.float({ min: -0.25, max: 0.3 }), 1, 30));
    }
    // A main card's games of this month count no more awards than the month's figures.
    if (card.isMainCard) capToMonth(own.filter((game) => game.dateTime >= monthStart), entry);
    games.push(...own);
    gamesOfCard.set(card.cardId, own);
  }

  const awards = cards.map((card) =>
    awardRecordOf(random, card, gamesOfCard.get(card.cardId) ?? [], {
      thisMonth,
      monthStart,
      entry: card.isMainCard ? (entryOf.get(card.memberId) ?? null) : undefined,
    }),
  );
  return { games, awards, looseCards };
}

/** Lowers this month's games' counts of the awards the month keeps, so they add up to at most the month's. */
function capToMonth(games: GameRecord[], entry: MemberMonthRecord | undefined): void {
  const budget = (award: (typeof MONTH_AWARDS)[number]) => entry?.[award] ?? 0;
  const cap = (award: GameAwardName, total: number) => {
    let left = total;
    for (const game of games) {
      game[award] = Math.min(game[award], left);
      left -= game[award];
    }
  };
  cap('hatTrick', budget('hatTrick'));
  for (const game of games) game.threeInABlack = Math.min(game.threeInABlack, game.hatTrick);
  cap('threeInABlack', budget('threeInABlack'));
  cap('lowTon', budget('lowTon'));
  cap('highTon', budget('highTon'));
  cap('ton80', budget('ton80'));
  cap('nineMark', budget('nineMark'));
  cap('threeInABed', budget('threeInAbed'));
}

/** Expected count of each award per game played, for a player of `level`. */
const AWARD_RATES: Record<AwardRecordName, (level: number) => number> = {
  lowTon: (level) => 0.2 + level * 1.2,
  highTon: (level) => level ** 2 * 0.4,
  ton80: (level) => level ** 3 * 0.06,
  hatTrick: (level) => level ** 2 * 0.5,
  threeInABlack: (level) => level ** 2 * 0.05,
  fiveMark: (level) => 0.1 + level * 0.6,
  sixMark: (level) => level * 0.4,
  sevenMark: (level) => level ** 2 * 0.3,
  eightMark: (level) => level ** 2 * 0.15,
  nineMark: (level) => level ** 3 * 0.06,
  threeInAbed: (level) => level ** 2 * 0.2,
  whiteHorse: (level) => level ** 2 * 0.04,
};
const RECORD_AWARDS = Object.keys(AWARD_RATES) as AwardRecordName[];
const MONTH_AWARD_SET: ReadonlySet<string> = new Set(MONTH_AWARDS);
const GAME_AWARD_OF = Object.fromEntries(
  (Object.entries(RECORD_AWARD_OF) as Array<[GameAwardName, AwardRecordName]>).map(([game, record]) => [record, game]),
) as Partial<Record<AwardRecordName, GameAwardName>>;

/**
 * A card's award record for this month: the month's counts at least what this month's recent
 * games counted (a main card's awards the monthly figures keep: exactly the month's figures), the
 * totals the month's plus the older games' plus the card's earlier history.
 */
function awardRecordOf(
  random: Random,
  card: CardRecord,
  games: readonly GameRecord[],
  month: { thisMonth: string; monthStart: number; entry: MemberMonthRecord | null | undefined },
): CardAwardRecord {
  const level = clamp((card.rating - 1) / 29, 0, 1);
  const played = card.win + card.lose;
  const monthGames = month.entry ? month.entry.games01 + month.entry.gamesCricket : card.isMainCard ? 0 : Math.round(played * 0.03);
  // What the recent games counted, this month and before it, in one pass.
  const inMonth = noGameAwards();
  const before = noGameAwards();
  for (const game of games) {
    const sums = game.dateTime >= month.monthStart ? inMonth : before;
    for (const award of GAME_AWARD_NAMES) sums[award] += game[award];
  }
  const monthCounts = {} as Record<AwardRecordName, number>;
  const totalCounts = {} as Record<AwardRecordName, number>;
  for (const award of RECORD_AWARDS) {
    const gameAward = GAME_AWARD_OF[award];
    const rate = AWARD_RATES[award](level);
    const kept = month.entry !== undefined && MONTH_AWARD_SET.has(award);
    monthCounts[award] = kept
      ? (month.entry?.[award as (typeof MONTH_AWARDS)[number]] ?? 0)
      : (gameAward ? inMonth[gameAward] : 0) + Math.round(random.number.float() * monthGames * rate);
    totalCounts[award] = monthCounts[award] + (gameAward ? before[gameAward] : 0) + Math.round(random.number.float() * played * rate);
  }
  return { cardId: card.cardId, month: month.thisMonth, monthCounts, totalCounts };
}

/** Card numbers the network issued that nobody holds: free ones (mixed types) and retired ones, all distinct from every card. */
function generateLooseCards(random: Random, cards: readonly CardRecord[]): LooseCardRecord[] {
  const taken = new Set(cards.map((card) => card.cardNo));
  const loose: LooseCardRecord[] = [];
  const next = (): string => {
    let cardNo: string;
    do cardNo = `8861${random.string.numeric(12)}`;
    while (taken.has(cardNo));
    taken.add(cardNo);
    return cardNo;
  };
  for (let index = 0; index < FREE_LOOSE_CARDS; index += 1) {
    loose.push({ cardNo: next(), cardType: FREE_CARD_TYPES[index % FREE_CARD_TYPES.length]!, status: 'free' });
  }
  for (let index = 0; index < RETIRED_LOOSE_CARDS; index += 1) loose.push({ cardNo: next(), cardType: 1, status: 'retired' });
  return loose;
}

/**
 * Cards' activity, seeded once every member and card exists: recent games, one award record a
 * card, and the loose cards (free to bind, or retired).
 */
export async function seedCardActivity(db: Database, options: AreaSeedOptions): Promise<void> {
  const activity = generateCardActivity({
    seed: options.seed,
    reference: referenceDay(options.now),
    members: db.members.all(),
    cards: db.cards.all(),
    months: db.memberMonths.all(),
    shops: db.shops.all(),
  });
  for (const game of activity.games) await db.games.create(game);
  for (const award of activity.awards) await db.cardAwards.create(award);
  for (const card of activity.looseCards) await db.looseCards.create(card);
}
