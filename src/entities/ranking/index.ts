export { createAwardRankingQuery, createGameRankingQuery } from './api/queries';
export {
  awardRankingKinds,
  formatScore,
  gameRankingKinds,
  kindOf,
  medalOf,
  type Medal,
  type RankingKind,
  type ScoreStyle,
} from './lib/ranking-types';
