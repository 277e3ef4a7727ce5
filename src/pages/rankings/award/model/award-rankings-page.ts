import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { AwardRankingType } from '@/shared/api';
import { createAwardRankingQuery } from '@/entities/ranking';

export const AwardRankingsPageGate = createGate('award-rankings-page');

export const awardTypeChosen = createEvent<AwardRankingType>();
export const rankingRetried = createEvent();

export const $awardType = createStore<AwardRankingType>(AwardRankingType.hatTrick).on(awardTypeChosen, (_, type) => type);

export const rankingQuery = createAwardRankingQuery('page');

sample({
  clock: [AwardRankingsPageGate.open, $awardType.updates, rankingRetried],
  source: $awardType,
  filter: AwardRankingsPageGate.status,
  fn: (awardType) => ({ awardType }),
  target: rankingQuery.start,
});
