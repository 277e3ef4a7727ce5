import type { GameRankingType } from '@/shared/api';
import { routes } from '@/shared/config';
import { createTabPage } from '@/shared/lib/page-model';
import { createGameRankingQuery, gameRankingKinds } from '@/entities/ranking';

const query = createGameRankingQuery('page');

/** A tab per game type in the address's `?type=`; the 01 ranking first (the first of gameRankingKinds), as the old site opened it. */
export const gameRankingsPage = {
  ...createTabPage({
    name: 'game-rankings-page',
    path: routes.rankings,
    param: 'type',
    tabs: gameRankingKinds.map((kind) => kind.type),
    query,
    paramsOf: (gameType: GameRankingType) => ({ gameType }),
  }),
  query,
};
