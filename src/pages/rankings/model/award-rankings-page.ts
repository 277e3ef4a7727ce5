import { AwardRankingType } from '@/shared/api';
import { createAwardRankingQuery } from '@/entities/ranking';
import { createRankingsPage } from './rankings-page';

export const awardRankingsPage = createRankingsPage({
  name: 'award-rankings-page',
  firstType: AwardRankingType.hatTrick,
  query: createAwardRankingQuery('page'),
  paramsOf: (awardType: AwardRankingType) => ({ awardType }),
});
