import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createRecentGamesQuery, isWin } from '@/entities/game';

/** Open while /MyPageIndex/About30Game is on screen. */
export const RecentGamesGate = createGate('my-page-recent-games');
export const gamesRetried = createEvent();
/** A game's header was pressed: its details open, or close when open. */
export const gameToggled = createEvent<string>();

export const recentGamesQuery = createRecentGamesQuery('recent-games', RecentGamesGate.status);

sample({ clock: [RecentGamesGate.open, gamesRetried], target: recentGamesQuery.start });

export const $games = recentGamesQuery.$data;
export const $gamesFailed = recentGamesQuery.$failed;

/** Games whose details are open, by key; any number at once. Another card starts all closed. */
export const $openGames = createStore<readonly string[]>([])
  .on(gameToggled, (open, key) => (open.includes(key) ? open.filter((entry) => entry !== key) : [...open, key]))
  .reset(recentGamesQuery.reset, RecentGamesGate.close);

/** Wins and losses of the games shown. */
export const $record = combine($games, (games) =>
  games ? { wins: games.filter(isWin).length, losses: games.filter((game) => !isWin(game)).length } : null,
);
