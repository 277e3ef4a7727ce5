import {
  AWARD_RECORD_NAMES,
  MAX_RECENT_GAMES,
  type AwardRecord,
  type CardSummary,
  type GameData,
  type GameInfo,
  type MemberCard,
  type RecentGame,
} from '@/shared/api/wire';
import type { CardAwardRecord, CardRecord, GameRecord, MemberRecord } from '../db/schemas';
import { winProbability } from './member-cards';
import { monthKey } from './rankings';

/*
 * What the card calls answer, computed from the records: pure, so each rule is tested without a
 * request. A card shows its holder as the member is now (nickname and portrait), so a changed
 * nickname or a new portrait shows on every card and game at once.
 */

export type Holder = Pick<MemberRecord, 'nickname' | 'portrait' | 'coin'>;

/** The holder's name and portrait on a card: the member's own, the card's where the member has none. */
function holderView(card: Pick<CardRecord, 'name' | 'portrait'>, holder: Holder | undefined) {
  return { name: holder?.nickname ?? card.name, portrait: holder?.portrait ?? card.portrait };
}

/** MemberCard (memberCardALL, memberCard). */
export function memberCardOf(card: CardRecord, holder: Holder | undefined): MemberCard {
  const { cardId, cardNo, countryCode, rating, ppd, mpr, countUpPoint, win, lose, winContinued, winProbability } = card;
  return { cardId, cardNo, ...holderView(card, holder), countryCode, rating, ppd, mpr, countUpPoint, win, lose, winContinued, winProbability };
}

/** A row of cardList. */
export function cardSummaryOf(card: CardRecord, holder: Holder | undefined): CardSummary {
  const { cardId, cardNo, cardType, isMainCard, rating, ppd, mpr } = card;
  return { cardId, cardNo, cardType, isMainCard, name: holderView(card, holder).name, rating, ppd, mpr };
}

/** gameInformation: the card's Adarts and league ratings and the member's gold. */
export function gameInformationOf(card: CardRecord, holder: Holder | undefined): GameInfo {
  return { adartsRating: card.rating, leagueRating: card.leagueRating, coin: holder?.coin ?? 0 };
}

/**
 * gameData: the card's all-time figures. A figure of a kind of game the card never played is
 * null (the page shows a dash): PPD and PPR without 01 games, MPR without cricket games, a win
 * rate without games of its kind. Game counts are numbers, 0 included.
 */
export function gameDataOf(card: CardRecord, holder: Holder | undefined): GameData {
  const view = holderView(card, holder);
  const allQuantity = card.win + card.lose;
  return {
    portrait: view.portrait || null,
    memberName: view.name,
    cardNo: card.cardNo,
    rating: card.rating,
    ppd: card.games01 > 0 ? card.ppd : null,
    ppr: card.games01 > 0 ? card.ppr : null,
    mpr: card.gamesCricket > 0 ? card.mpr : null,
    quantity01: card.games01,
    winProbability01: card.games01 > 0 ? winProbability(card.wins01, card.games01 - card.wins01) : null,
    quantityCricket: card.gamesCricket,
    winProbabilityCricket: card.gamesCricket > 0 ? winProbability(card.winsCricket, card.gamesCricket - card.winsCricket) : null,
    allQuantity,
    allWinProbability: allQuantity > 0 ? card.winProbability : null,
    countUpAverage: card.countUpAverage,
    countUpMax: card.countUpMax,
  };
}

/** Names of the players of a game and the shops, looked up by the handler. */
export interface GameLookups {
  holder: Holder | undefined;
  card: Pick<CardRecord, 'name' | 'portrait'>;
  shopName: (shopId: number) => string | null;
}

/** latelyAchievement: the card's last 30 games, newest first, as the holder played them. */
export function recentGamesOf(games: readonly GameRecord[], { holder, card, shopName }: GameLookups): RecentGame[] {
  const view = holderView(card, holder);
  return [...games]
    .sort((a, b) => b.dateTime - a.dateTime || b.id - a.id)
    .slice(0, MAX_RECENT_GAMES)
    .map((game) => ({
      dateTime: game.dateTime,
      gameName: game.gameName,
      genericType: game.genericType,
      ppd: game.ppd,
      mpr: game.mpr,
      result: game.result,
      portrait: view.portrait || null,
      userName: view.name,
      rating: game.rating,
      shopName: shopName(game.shopId),
      lowTon: game.lowTon,
      hatTrick: game.hatTrick,
      threeInABed: game.threeInABed,
      threeInABlack: game.threeInABlack,
      ton80: game.ton80,
      highTon: game.highTon,
      fiveMark: game.fiveMark,
      sixMark: game.sixMark,
      sevenMark: game.sevenMark,
      eightMark: game.eightMark,
      nineMark: game.nineMark,
      teammateList: game.teammates.map(({ memberName, rating, mpr }) => ({ memberName, rating, mpr })),
    }));
}

/**
 * awardRecord: this month's and all-time counts. The month's counts belong to the month they were
 * kept for: in a later month they read 0 (the totals stay). A card with no record has none yet.
 */
export function awardRecordOf(record: CardAwardRecord | undefined, now: number): AwardRecord {
  const current = record !== undefined && record.month === monthKey(now);
  return Object.fromEntries(
    AWARD_RECORD_NAMES.flatMap((award) => [
      [`${award}Month`, current ? record.monthCounts[award] : 0],
      [`${award}Total`, record?.totalCounts[award] ?? 0],
    ]),
  ) as AwardRecord;
}
