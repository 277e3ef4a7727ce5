import type { GameRankingType } from '@/shared/api';
import { routes } from '@/shared/config';
import { createGameRankingQuery, gameRankingKinds } from '@/entities/ranking';
import { createRankingsPage } from './rankings-page';

/** The 01 ranking first (the first of gameRankingKinds), as the old site opened it. */
export const gameRankingsPage = createRankingsPage({
  name: 'game-rankings-page',
  path: routes.rankings,
  types: gameRankingKinds.map((kind) => kind.type),
  query: createGameRankingQuery('page'),
  paramsOf: (gameType: GameRankingType) => ({ gameType }),
});
