import { GameRankingType } from '@/shared/api';
import { createGameRankingQuery } from '@/entities/ranking';
import { createRankingsPage } from './rankings-page';

/** The 01 ranking first, as the old site opened it. */
export const gameRankingsPage = createRankingsPage({
  name: 'game-rankings-page',
  firstType: GameRankingType.zeroOne,
  query: createGameRankingQuery('page'),
  paramsOf: (gameType: GameRankingType) => ({ gameType }),
});
