import { awardRanking, gameRanking, type RankingRow } from '@/shared/api/wire';
import { db } from '../db/collections';
import type { MemberMonthRecord } from '../db/schemas';
import { AWARD_SCORES, GAME_SCORES, rankThisAndLastMonth, type Ranked, type Score } from '../rules/rankings';
import { callHandler } from './call-handler';
import { ok } from './envelope';

/** A ranked month as wire rows: the member's nickname, portrait, home shop and country. */
function toRows(ranked: readonly Ranked<MemberMonthRecord>[]): RankingRow[] {
  return ranked.flatMap(({ entry, score }) => {
    const member = db.members.findFirst((q) => q.where({ memberId: entry.memberId }));
    if (!member) return [];
    const country = db.countries.findFirst((q) => q.where({ countryId: member.countryId }));
    const shop =
      member.homeShopId === undefined ? undefined : db.shops.findFirst((q) => q.where({ shopId: member.homeShopId! }));
    return [
      {
        memberName: member.nickname,
        // No portrait: an empty text, as the backend writes an empty column (the portal shows a default).
        portrait: member.portrait ?? '',
        homeShopId: shop?.shopId ?? null,
        homeShopName: shop?.shopName ?? null,
        awardAmount: score,
        countryCode: country?.countryCode ?? '',
      },
    ];
  });
}

/** Both months of a ranking, the whole network together (the request has no countryId). */
function rankings(score: Score, now: number) {
  // Members in id order, so equal scores keep a stable order.
  const entries = [...db.memberMonths.all()].sort((a, b) => a.memberId - b.memberId);
  const { thisMonth, lastMonth } = rankThisAndLastMonth(entries, score, now);
  return { thisMonth: toRows(thisMonth), lastMonth: toRows(lastMonth) };
}

export const rankingsHandlers = [
  // An unknown gameType or awardType fails the request schema: 101 "Invalid parameter: …".
  callHandler(gameRanking, ({ params, now }) => ok(rankings(GAME_SCORES[params.gameType], now))),
  callHandler(awardRanking, ({ params, now }) => ok(rankings(AWARD_SCORES[params.awardType], now))),
];
