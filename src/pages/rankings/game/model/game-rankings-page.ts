import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { GameRankingType } from '@/shared/api';
import { createGameRankingQuery } from '@/entities/ranking';

export const GameRankingsPageGate = createGate('game-rankings-page');

export const gameTypeChosen = createEvent<GameRankingType>();
export const rankingRetried = createEvent();

/** The 01 ranking first, as the old site opened it. */
export const $gameType = createStore<GameRankingType>(GameRankingType.zeroOne).on(gameTypeChosen, (_, type) => type);

export const rankingQuery = createGameRankingQuery('page');

sample({
  clock: [GameRankingsPageGate.open, $gameType.updates, rankingRetried],
  source: $gameType,
  filter: GameRankingsPageGate.status,
  fn: (gameType) => ({ gameType }),
  target: rankingQuery.start,
});
