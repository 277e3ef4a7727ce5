import { awardRanking, gameRanking, type RankingRow } from '@/shared/api/wire';
import { backend } from '../backend';
import { db } from '../db/collections';
import type { CountryRecord, MemberMonthRecord, MemberRecord, ShopRecord } from '../db/schemas';
import { indexBy, memoOnSources } from '../rules/memo';
import { AWARD_SCORES, GAME_SCORES, monthKey, rankThisAndLastMonth, type Ranked, type Score } from '../rules/rankings';
import { callHandler } from './call-handler';
import { ok } from './envelope';

interface Rankings {
  thisMonth: RankingRow[];
  lastMonth: RankingRow[];
}

/**
 * What every ranking reads, once per data state: the months in member id order (so equal scores
 * keep a stable order), members, countries and shops by id, and the rankings computed so far
 * (by score type and month). A reseed, or any record of these collections added, removed or
 * changed, starts a new state; a new month is a new key.
 */
const rankingState = memoOnSources(
  () => [backend.generation, db.memberMonths.all(), db.members.all(), db.countries.all(), db.shops.all()],
  () => ({
    entries: [...db.memberMonths.all()].sort((a, b) => a.memberId - b.memberId),
    members: indexBy<MemberRecord, number>(db.members.all(), (member) => member.memberId),
    countries: indexBy<CountryRecord, number>(db.countries.all(), (country) => country.countryId),
    shops: indexBy<ShopRecord, number>(db.shops.all(), (shop) => shop.shopId),
    rankings: new Map<string, Rankings>(),
  }),
);

type RankingState = ReturnType<typeof rankingState>;

/** A ranked month as wire rows: the member's nickname, portrait, home shop and country. */
function toRows(ranked: readonly Ranked<MemberMonthRecord>[], state: RankingState): RankingRow[] {
  return ranked.flatMap(({ entry, score }) => {
    const member = state.members.get(entry.memberId);
    if (!member) return [];
    const country = state.countries.get(member.countryId);
    const shop = member.homeShopId === undefined ? undefined : state.shops.get(member.homeShopId);
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

/**
 * Both months of a ranking, the whole network together (the request has no countryId). Computed
 * once per data state, month and score type; later calls answer the same rows.
 */
function rankings(kind: string, score: Score, now: number): Rankings {
  const state = rankingState();
  const key = `${kind} ${monthKey(now)}`;
  let answer = state.rankings.get(key);
  if (!answer) {
    const { thisMonth, lastMonth } = rankThisAndLastMonth(state.entries, score, now);
    answer = { thisMonth: toRows(thisMonth, state), lastMonth: toRows(lastMonth, state) };
    state.rankings.set(key, answer);
  }
  return answer;
}

export const rankingsHandlers = [
  // An unknown gameType or awardType fails the request schema: 101 "Invalid parameter: …".
  callHandler(gameRanking, ({ params, now }) =>
    ok(rankings(`game ${params.gameType}`, GAME_SCORES[params.gameType], now)),
  ),
  callHandler(awardRanking, ({ params, now }) =>
    ok(rankings(`award ${params.awardType}`, AWARD_SCORES[params.awardType], now)),
  ),
];
