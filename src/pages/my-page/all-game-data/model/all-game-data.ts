import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createGameDataQuery, createRecentGamesQuery } from '@/entities/game';
import type { TrendMetric } from '../lib/trend';

/** Open while /MyPageIndex/AllGameData is on screen. */
export const AllGameDataGate = createGate('my-page-all-game-data');
export const allDataRetried = createEvent();
export const gamesRetried = createEvent();
export const trendMetricChosen = createEvent<TrendMetric>();

export const gameDataQuery = createGameDataQuery('all-data', AllGameDataGate.status);
/** The last 30 games: the trend chart, its table and the CSV download. */
export const recentGamesQuery = createRecentGamesQuery('all-data', AllGameDataGate.status);

sample({ clock: AllGameDataGate.open, target: [gameDataQuery.start, recentGamesQuery.start] });
sample({ clock: allDataRetried, target: gameDataQuery.start });
sample({ clock: gamesRetried, target: recentGamesQuery.start });

export const $gameData = gameDataQuery.$data;
export const $gameDataFailed = gameDataQuery.$failed;
export const $games = recentGamesQuery.$data;
export const $gamesFailed = recentGamesQuery.$failed;

/** The figure the trend chart follows; rating first, kept while the member moves between screens. */
export const $trendMetric = createStore<TrendMetric>('rating').on(trendMetricChosen, (_, metric) => metric);
