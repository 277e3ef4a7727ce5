import { DAY_MS } from '../rules/clock';
import { winProbability } from '../rules/member-cards';
import { portraitFile } from '../media/portraits';
import { COUNTRIES } from './countries';
import { DEMO_MEMBER_ID } from './demo-member';
import { seededRandom } from './random';
import type { Database } from './collections';
import type { CardRecord, MemberMonthRecord, MemberRecord } from './schemas';

/** Extra (non-main) cards get ids from here on, clear of the members' main card ids. */
export const EXTRA_CARD_ID_START = 30001;
/** The demo member has three cards, so the carousel has something to page through. */
export const DEMO_CARD_COUNT = 3;

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
      const games = random.number.int({ min: 24, max: 640 });
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
 * counted in all games only), with wins at the card's own share, and its league and count-up
 * figures. Placeholder figures of the groundwork; the recent-games seed refines them.
 */
function gameKinds(win: number, lose: number, ppd: number, rating: number) {
  const games = win + lose;
  const share = games === 0 ? 0 : win / games;
  const games01 = Math.round(games * 0.5);
  const gamesCricket = Math.round(games * 0.35);
  return {
    leagueRating: round(clamp(rating - 1, 1, 30), 2),
    ppr: round(ppd * 3, 2),
    games01,
    wins01: Math.round(games01 * share),
    gamesCricket,
    winsCricket: Math.round(gamesCricket * share),
    countUpAverage: round(ppd * 24, 2),
    countUpMax: Math.round(ppd * 24 * 1.3),
  };
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

/** Games of each member over the given months (01 and cricket games). */
export function monthGamesByMember(months: readonly MonthGames[]): Map<number, number> {
  const games = new Map<number, number>();
  for (const month of months) games.set(month.memberId, (games.get(month.memberId) ?? 0) + month.games01 + month.gamesCricket);
  return games;
}

/**
 * The cards made to agree with their holders once the rankings seed has run: every card shows
 * the member's own portrait, and a main card (the one the months are played on, so this month
 * matches it) has at least as many games in all as the member's seeded months together.
 */
export function alignCards(
  cards: readonly CardRecord[],
  members: readonly MemberRecord[],
  months: readonly MonthGames[],
): CardRecord[] {
  const portraits = new Map(members.map((member) => [member.memberId, member.portrait]));
  const games = monthGamesByMember(months);
  return cards.map((card) => {
    const aligned = { ...card, portrait: portraits.get(card.memberId) ?? card.portrait };
    return card.isMainCard ? withGamesAtLeast(aligned, games.get(card.memberId) ?? 0) : aligned;
  });
}

/** Applies `alignCards` to the database, after the members got their portraits and months. */
export async function alignSeededCards(db: Database): Promise<void> {
  const cards = db.cards.all();
  const aligned = alignCards(cards, db.members.all(), db.memberMonths.all());
  for (const [index, card] of aligned.entries()) {
    const before = cards[index]!;
    if (card.portrait === before.portrait && card.win === before.win && card.lose === before.lose) continue;
    await db.cards.update((q) => q.where({ cardId: card.cardId }), {
      data(record) {
        record.portrait = card.portrait;
        record.win = card.win;
        record.lose = card.lose;
        record.winProbability = card.winProbability;
      },
    });
  }
}
