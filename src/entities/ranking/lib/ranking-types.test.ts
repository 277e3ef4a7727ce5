import { describe, expect, it } from 'vitest';
import { awardRankingKinds, formatScore, gameRankingKinds, kindOf, medalOf } from './ranking-types';

describe('ranking kinds', () => {
  it('offers the five game types and the seven award types in code order', () => {
    expect(gameRankingKinds.map((kind) => kind.type)).toEqual([100, 200, 300, 400, 500]);
    expect(awardRankingKinds.map((kind) => kind.type)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(kindOf(gameRankingKinds, 300).scoreKey).toBe('rankings:score.points');
  });
});

describe('formatScore', () => {
  it('writes averages with two decimals, in the language of the page', () => {
    expect(formatScore(31.5, 'decimal', 'en')).toBe('31.50');
    expect(formatScore(1234.5, 'decimal', 'ja')).toBe('1,234.50');
  });

  it('writes counts and points as whole numbers', () => {
    expect(formatScore(1024, 'whole', 'en')).toBe('1,024');
    expect(formatScore(7, 'whole', 'zh-CN')).toBe('7');
  });

  it('signs a gain', () => {
    expect(formatScore(1.5, 'gain', 'en')).toBe('+1.50');
    expect(formatScore(-0.25, 'gain', 'en')).toBe('-0.25');
  });
});

describe('medalOf', () => {
  it('marks the top three only', () => {
    expect([1, 2, 3, 4, 20].map(medalOf)).toEqual(['gold', 'silver', 'bronze', null, null]);
  });
});
