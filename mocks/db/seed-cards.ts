import { DAY_MS } from '../rules/clock';
import { splitWins, winProbability } from '../rules/member-cards';
import { monthKey, previousMonthKey } from '../rules/rankings';
import { portraitFile } from '../media/portraits';
import { COUNTRIES } from './countries';
import { referenceDay } from './dates';
import { DEMO_MEMBER_ID } from './demo-member';
import { seededRandom, type Random } from './random';
import type { Database } from './collections';
import type { CardRecord, MemberMonthRecord, MemberRecord } from './schemas';

/** Extra (non-main) cards get ids from here on, clear of the members' main card ids. */
export const EXTRA_CARD_ID_START = 30001;
/**
 * The demo member has two cards, a network card (main) and a league card: the carousel has
 * something to page through, binding a card works once, and a 4th card is refused.
 */
export const DEMO_CARD_COUNT = 2;
/** The demo's cards have played at least this many games: more than their recent games. */
const DEMO_MIN_GAMES = 120;
/** 01 and cricket games are about this share of a card's games; the rest are count-up and party games. */
const KNOWN_KINDS_SHARE = 0.85;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * 1-3 cards per member (the demo member 3), main card first. A card's figures follow one skill
 * level: rating 1-30, PPD about 11-44 and MPR about 0.9-5.9 rising with it, a count-up best of
 * about 28 times the PPD, and a share of wins that grows with the rating; `winProbability` is
 * that share as a percentage to two decimals (win / (win + lose) * 100, mocks/rules/member-cards.ts).
 * A card shows its holder's portrait; members have none before the rankings seed gives them one,
 * so a stock portrait stands in until `alignSeededCards` copies the member's own.
 */
export function generateCards(seed: number, members: readonly MemberRecord[], mediaBase: string): CardRecord[] {
  const random = seededRandom([seed, 31]);
  const cards: CardRecord[] = [];
  let nextExtraId = EXTRA_CARD_ID_START;

  members.forEach((member, memberIndex) => {
    const country = COUNTRIES.find((entry) => entry.countryId === member.countryId);
    const count = member.memberId === DEMO_MEMBER_ID ? DEMO_CARD_COUNT : random.number.int({ min: 1, max: 3 });
    const skill = random.number.float({ min: 2, max: 24, fractionDigits: 2 });

    for (let index = 0; index < count; index += 1) {
      // Older cards of the same player lag a little behind the main one.
      const rating = round(clamp(skill - index * random.number.float({ min: 0.5, max: 3 }), 1, 30), 2);
      const ppd = round(10 + rating * 1.1 + random.number.float({ min: -1.5, max: 1.5 }), 2);
      const mpr = round(clamp(0.7 + rating * 0.17 + random.number.float({ min: -0.2, max: 0.2 }), 0.5, 6.5), 2);
      const games = random.number.int({ min: member.memberId === DEMO_MEMBER_ID ? DEMO_MIN_GAMES : 24, max: 640 });
      const share = clamp(0.32 + rating / 70 + random.number.float({ min: -0.06, max: 0.06 }), 0.05, 0.95);
      const win = Math.round(games * share);
      const lose = games - win;
      const winContinued = Math.min(win, random.number.int({ min: 2, max: 3 + Math.round(rating / 3) }));
      const cardId = index === 0 ? member.mainCardId : nextExtraId++;
      cards.push({
        cardId,
        memberId: member.memberId,
        cardNo: `8860${String(member.memberId).padStart(6, '0')}${String(index + 1).padStart(2, '0')}${random.string.numeric(4)}`,
        cardType: index === 0 ? 1 : 2,
        isMainCard: index === 0,
        name: member.nickname,
        portrait: member.portrait ?? `${mediaBase}media/portraits/${portraitFile(memberIndex)}`,
        countryCode: country?.countryCode ?? 'EN',
        rating,
        ppd,
        mpr,
        countUpPoint: Math.round(ppd * 24 * random.number.float({ min: 1.1, max: 1.3 })),
        win,
        lose,
        winContinued,
        winProbability: winProbability(win, lose),
        boundAt: member.createdAt + (index * 40 + 1) * DAY_MS,
        ...gameKinds(win, lose, ppd, rating),
      });
    }
  });
  return cards;
}

/**
 * The split of a card's games into 01 and cricket games (the rest are count-up and party games,
 * counted in all games only), with wins at the card's own share (`splitWins`), and its league and
 * count-up figures: PPR is three darts' worth of PPD, a count-up is 24 darts.
 */
function gameKinds(win: number, lose: number, ppd: number, rating: number) {
  const games = win + lose;
  const games01 = Math.round(games * 0.5);
  const gamesCricket = Math.round(games * 0.35);
  return {
    leagueRating: round(clamp(rating - 1, 1, 30), 2),
    ppr: round(ppd * 3, 2),
    games01,
    gamesCricket,
    ...splitWins({ win, lose, games01, gamesCricket }),
    countUpAverage: round(ppd * 24, 2),
    countUpMax: Math.round(ppd * 24 * 1.3),
  };
}

/**
 * The main card of a member the card seed did not know (the ranked players the rankings seed
 * adds), made from the member's months: the rating, PPD, MPR and count-up best of this month (or
 * last month for one who sat this month out), so the card and the rankings agree.
 */
function mainCardFromMonths(
  random: Random,
  member: MemberRecord,
  months: { current?: MemberMonthRecord; last?: MemberMonthRecord },
  portrait: string,
): CardRecord {
  const figures = months.current ?? months.last;
  // Every draw is made whatever the figures, so one member's months never shift another's card.
  const skill = random.number.float({ min: 2, max: 24, fractionDigits: 2 });
  const ppdJitter = random.number.float({ min: -1.5, max: 1.5 });
  const mprJitter = random.number.float({ min: -0.2, max: 0.2 });
  const countUpFactor = random.number.float({ min: 1.1, max: 1.3 });
  const games = random.number.int({ min: 24, max: 640 });
  const shareJitter = random.number.float({ min: -0.06, max: 0.06 });
  const streak = random.number.int({ min: 2, max: 12 });
  const digits = random.string.numeric(4);

  const rating = figures?.rating ?? skill;
  const ppd = figures?.ppd ?? round(10 + rating * 1.1 + ppdJitter, 2);
  const mpr = figures && figures.mpr > 0 ? figures.mpr : round(clamp(0.7 + rating * 0.17 + mprJitter, 0.5, 6.5), 2);
  const share = clamp(0.32 + rating / 70 + shareJitter, 0.05, 0.95);
  const win = Math.round(games * share);
  const lose = games - win;
  const country = COUNTRIES.find((entry) => entry.countryId === member.countryId);
  return {
    cardId: member.mainCardId,
    memberId: member.memberId,
    cardNo: `8860${String(member.memberId).padStart(6, '0')}01${digits}`,
    cardType: 1,
    isMainCard: true,
    name: member.nickname,
    portrait,
    countryCode: country?.countryCode ?? 'EN',
    rating,
    ppd,
    mpr,
    countUpPoint: figures?.countUpBest ?? Math.round(ppd * 24 * countUpFactor),
    win,
    lose,
    winContinued: Math.min(win, Math.min(streak, 3 + Math.round(rating / 3))),
    winProbability: winProbability(win, lose),
    boundAt: member.createdAt + DAY_MS,
    ...gameKinds(win, lose, ppd, rating),
  };
}

/** Main cards for the members that have none yet (their `mainCardId` names no card), in member order. */
export function missingMainCards(
  seed: number,
  reference: number,
  members: readonly MemberRecord[],
  cards: readonly CardRecord[],
  months: readonly MemberMonthRecord[],
  mediaBase: string,
): CardRecord[] {
  const random = seededRandom([seed, 32]);
  const cardIds = new Set(cards.map((card) => card.cardId));
  const thisMonth = monthKey(reference);
  const lastMonth = previousMonthKey(thisMonth);
  const monthsOf = new Map<number, { current?: MemberMonthRecord; last?: MemberMonthRecord }>();
  for (const entry of months) {
    const own = monthsOf.get(entry.memberId) ?? {};
    if (entry.month === thisMonth) own.current = entry;
    else if (entry.month === lastMonth) own.last = entry;
    monthsOf.set(entry.memberId, own);
  }
  return members.flatMap((member, memberIndex) =>
    cardIds.has(member.mainCardId)
      ? []
      : [
          mainCardFromMonths(
            random,
            member,
            monthsOf.get(member.memberId) ?? {},
            member.portrait ?? `${mediaBase}media/portraits/${portraitFile(memberIndex)}`,
          ),
        ],
  );
}

/**
 * The card with at least `games` games in all (win + lose), at the same share of wins: more games
 * when it has fewer, unchanged otherwise. Its win probability stays the percentage of the rule.
 */
export function withGamesAtLeast<Card extends Pick<CardRecord, 'win' | 'lose' | 'winProbability'>>(card: Card, games: number): Card {
  const played = card.win + card.lose;
  if (played >= games) return card;
  const win = Math.round(games * (played === 0 ? 0 : card.win / played));
  const lose = games - win;
  return { ...card, win, lose, winProbability: winProbability(win, lose) };
}

type MonthGames = Pick<MemberMonthRecord, 'memberId' | 'games01' | 'gamesCricket'>;

/** 01 and cricket games of each member over the given months. */
function monthKindsByMember(months: readonly MonthGames[]): Map<number, { games01: number; gamesCricket: number }> {
  const kinds = new Map<number, { games01: number; gamesCricket: number }>();
  for (const month of months) {
    const own = kinds.get(month.memberId) ?? { games01: 0, gamesCricket: 0 };
    kinds.set(month.memberId, { games01: own.games01 + month.games01, gamesCricket: own.gamesCricket + month.gamesCricket });
  }
  return kinds;
}

/**
 * The card with at least `games01` 01 games and `gamesCricket` cricket games, and enough games in
 * all for them (they are about 85% of a card's games), the wins split again at the card's share.
 */
export function withKindsAtLeast(card: CardRecord, minimum: { games01: number; gamesCricket: number }): CardRecord {
  const games01 = Math.max(card.games01, minimum.games01);
  const gamesCricket = Math.max(card.gamesCricket, minimum.gamesCricket);
  if (games01 === card.games01 && gamesCricket === card.gamesCricket) return card;
  const raised = withGamesAtLeast(card, Math.ceil((games01 + gamesCricket) / KNOWN_KINDS_SHARE));
  return { ...raised, games01, gamesCricket, ...splitWins({ win: raised.win, lose: raised.lose, games01, gamesCricket }) };
}

/** Games of each member over the given months (01 and cricket games). */
export function monthGamesByMember(months: readonly MonthGames[]): Map<number, number> {
  const games = new Map<number, number>();
  for (const month of months) games.set(month.memberId, (games.get(month.memberId) ?? 0) + month.games01 + month.gamesCricket);
  return games;
}

/**
 * The cards made to agree with their holders once the rankings seed has run: every card shows
 * the member's own portrait, and a main card (the one the months are played on, so this month
 * matches it) has at least as many 01 and cricket games as the member's seeded months together,
 * and the games in all that go with them.
 */
export function alignCards(
  cards: readonly CardRecord[],
  members: readonly MemberRecord[],
  months: readonly MonthGames[],
): CardRecord[] {
  const portraits = new Map(members.map((member) => [member.memberId, member.portrait]));
  const kinds = monthKindsByMember(months);
  return cards.map((card) => {
    const aligned = { ...card, portrait: portraits.get(card.memberId) ?? card.portrait };
    return card.isMainCard ? withKindsAtLeast(aligned, kinds.get(card.memberId) ?? { games01: 0, gamesCricket: 0 }) : aligned;
  });
}

/**
 * After the members got their portraits and months: gives every member without a card its main
 * card (`missingMainCards`), and makes every card agree with its holder (`alignCards`). The
 * cards are written again in one pass (faster than updating each record), in the same order.
 */
export async function alignSeededCards(db: Database, options: { seed: number; now: number; mediaBase: string }): Promise<void> {
  const members = db.members.all();
  const months = db.memberMonths.all();
  const seeded = db.cards.all();
  const added = missingMainCards(options.seed, referenceDay(options.now), members, seeded, months, options.mediaBase);
  const cards = alignCards([...seeded, ...added], members, months);
  db.cards.clear();
  for (const card of cards) await db.cards.create(card);
}
