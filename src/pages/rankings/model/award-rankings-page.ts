import type { AwardRankingType } from '@/shared/api';
import { routes } from '@/shared/config';
import { awardRankingKinds, createAwardRankingQuery } from '@/entities/ranking';
import { createRankingsPage } from './rankings-page';

export const awardRankingsPage = createRankingsPage({
  name: 'award-rankings-page',
  path: routes.awardRankings,
  types: awardRankingKinds.map((kind) => kind.type),
  query: createAwardRankingQuery('page'),
  paramsOf: (awardType: AwardRankingType) => ({ awardType }),
});
