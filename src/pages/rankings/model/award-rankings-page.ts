import type { AwardRankingType } from '@/shared/api';
import { routes } from '@/shared/config';
import { createTabPage } from '@/shared/lib/page-model';
import { awardRankingKinds, createAwardRankingQuery } from '@/entities/ranking';

const query = createAwardRankingQuery('page');

/** A tab per award in the address's `?type=`; the hat trick first. */
export const awardRankingsPage = {
  ...createTabPage({
    name: 'award-rankings-page',
    path: routes.awardRankings,
    param: 'type',
    tabs: awardRankingKinds.map((kind) => kind.type),
    query,
    paramsOf: (awardType: AwardRankingType) => ({ awardType }),
  }),
  query,
};
