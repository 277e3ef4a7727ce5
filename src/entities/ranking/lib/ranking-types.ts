import { AwardRankingType, GameRankingType } from '@/shared/api';
import { numberFormat } from '@/shared/i18n';

/** How a score is written: decimals for averages, whole numbers for points and counts, a sign for gains. */
export type ScoreStyle = 'decimal' | 'whole' | 'gain';

export interface RankingKind<Type> {
  type: Type;
  /** Tab label (rankings namespace). */
  labelKey: string;
  /** Header of the score column (rankings namespace). */
  scoreKey: string;
  /** What the header abbreviates (PPD, MPR), for its tooltip and screen readers. */
  scoreMeaningKey?: string;
  style: ScoreStyle;
}

/** The five game rankings in the order of their codes (api-reference section 2). */
export const gameRankingKinds: ReadonlyArray<RankingKind<GameRankingType>> = [
  { type: GameRankingType.zeroOne, labelKey: 'rankings:game.types.zeroOne', scoreKey: 'rankings:score.ppd', scoreMeaningKey: 'common:abbr.ppd', style: 'decimal' },
  { type: GameRankingType.cricket, labelKey: 'rankings:game.types.cricket', scoreKey: 'rankings:score.mpr', scoreMeaningKey: 'common:abbr.mpr', style: 'decimal' },
  { type: GameRankingType.countUp, labelKey: 'rankings:game.types.countUp', scoreKey: 'rankings:score.points', style: 'whole' },
  { type: GameRankingType.rating, labelKey: 'rankings:game.types.rating', scoreKey: 'rankings:score.rating', style: 'decimal' },
  { type: GameRankingType.ratingGain, labelKey: 'rankings:game.types.ratingGain', scoreKey: 'rankings:score.gain', style: 'gain' },
];

/** The seven award rankings in the order of their codes. */
export const awardRankingKinds: ReadonlyArray<RankingKind<AwardRankingType>> = [
  { type: AwardRankingType.hatTrick, labelKey: 'rankings:award.types.hatTrick', scoreKey: 'rankings:score.times', style: 'whole' },
  { type: AwardRankingType.lowTon, labelKey: 'rankings:award.types.lowTon', scoreKey: 'rankings:score.times', style: 'whole' },
  { type: AwardRankingType.nineMark, labelKey: 'rankings:award.types.nineMark', scoreKey: 'rankings:score.times', style: 'whole' },
  { type: AwardRankingType.threeInABed, labelKey: 'rankings:award.types.threeInABed', scoreKey: 'rankings:score.times', style: 'whole' },
  { type: AwardRankingType.highTon, labelKey: 'rankings:award.types.highTon', scoreKey: 'rankings:score.times', style: 'whole' },
  { type: AwardRankingType.ton80, labelKey: 'rankings:award.types.ton80', scoreKey: 'rankings:score.times', style: 'whole' },
  {
    type: AwardRankingType.threeInTheBlack,
    labelKey: 'rankings:award.types.threeInTheBlack',
    scoreKey: 'rankings:score.times',
    style: 'whole',
  },
];

export const kindOf = <Type>(kinds: ReadonlyArray<RankingKind<Type>>, type: Type): RankingKind<Type> =>
  kinds.find((kind) => kind.type === type) ?? kinds[0]!;

/** A score in the visitor's language: "31.25", "1,024", "+1.50". */
export const formatScore = (value: number, style: ScoreStyle, language: string): string =>
  numberFormat(language, {
    minimumFractionDigits: style === 'whole' ? 0 : 2,
    maximumFractionDigits: style === 'whole' ? 0 : 2,
    ...(style === 'gain' ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(value);

/** 1, 2 and 3 get a medal; the rest none. */
export type Medal = 'gold' | 'silver' | 'bronze';
export const medalOf = (rank: number): Medal | null =>
  rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
