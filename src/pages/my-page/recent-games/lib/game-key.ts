import type { RecentGame } from '@/shared/api';

/** A game's key in the list: its time, and its place for two games in the same millisecond. */
export const gameKey = (game: Pick<RecentGame, 'dateTime'>, index: number): string => `${game.dateTime}-${index}`;
