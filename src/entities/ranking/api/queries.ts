import { calls, createApiQuery } from '@/shared/api';

/**
 * One query per ranking on screen. Switching tabs quickly starts several calls: `createApiQuery`
 * keeps only the latest, so an older, slower answer never replaces the tab the visitor chose last.
 */
export const createGameRankingQuery = (name: string) => createApiQuery(calls.gameRanking, `rankings.game.${name}`);

export const createAwardRankingQuery = (name: string) => createApiQuery(calls.awardRanking, `rankings.award.${name}`);
