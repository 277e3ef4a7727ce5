import { describe, expect, it } from 'vitest';
import { newsTypeLabelKey } from './news-type';

describe('newsTypeLabelKey', () => {
  it.each([
    [3, 'news:type.activity'],
    [4, 'news:type.competition'],
    [6, 'news:type.information'],
    [0, 'news:type.information'],
    [99, 'news:type.information'],
  ])('type %i reads as %s', (type, key) => {
    expect(newsTypeLabelKey(type)).toBe(key);
  });
});
