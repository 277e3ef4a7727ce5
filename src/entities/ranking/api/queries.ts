import { concurrency } from '@farfetched/core';
import { calls, createApiQuery } from '@/shared/api';

/**
 * One query per ranking on screen. Switching tabs quickly starts several calls: only the latest
 * counts, so an older, slower answer never replaces the tab the visitor chose last.
 */
export const createGameRankingQuery = (name: string) => {
  const query = createApiQuery(calls.gameRanking, `rankings.game.${name}`);
  concurrency(query, { strategy: 'TAKE_LATEST' });
  return query;
};

export const createAwardRankingQuery = (name: string) => {
  const query = createApiQuery(calls.awardRanking, `rankings.award.${name}`);
  concurrency(query, { strategy: 'TAKE_LATEST' });
  return query;
};
