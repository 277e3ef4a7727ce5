import { describe, expect, it } from 'vitest';
import { compareNewestFirst, countVisit, listNews, matchesNewsQuery, type ListableNews } from './news';

const news: ListableNews[] = [
  { id: 1, countryId: 617, type: 3, title: 'Summer League Night', date: '2026-03-01 19:00:00' },
  { id: 2, countryId: 617, type: 4, title: 'London Open: results', date: '2026-05-10 12:30:00' },
  { id: 3, countryId: 617, type: 6, title: 'Maintenance notice', date: '2026-05-10 12:30:00' },
  { id: 4, countryId: 17829, type: 4, title: '東京オープン 結果', date: '2026-06-01 10:00:00' },
  { id: 5, countryId: 617, type: 4, title: 'Manchester OPEN entries', date: '2026-01-20 09:00:00' },
];

describe('matchesNewsQuery', () => {
  it('keeps only the requested country', () => {
    expect(matchesNewsQuery(news[3]!, { countryId: 617, category: 0, title: '' })).toBe(false);
  });

  it('matches every type with category 0', () => {
    expect(news.filter((item) => matchesNewsQuery(item, { countryId: 617, category: 0, title: '' }))).toHaveLength(4);
  });

  it('matches the title case-insensitively as a substring', () => {
    const matching = news.filter((item) => matchesNewsQuery(item, { countryId: 617, category: 0, title: '  open ' }));
    expect(matching.map((item) => item.id)).toEqual([2, 5]);
  });

  it('matches non-Latin titles', () => {
    expect(matchesNewsQuery(news[3]!, { countryId: 17829, category: 4, title: 'オープン' })).toBe(true);
  });
});

describe('listNews', () => {
  it('filters by category and orders newest first', () => {
    expect(listNews(news, { countryId: 617, category: 4, title: '' }).map((item) => item.id)).toEqual([2, 5]);
  });

  it('breaks a date tie by the higher id', () => {
    expect(listNews(news, { countryId: 617, category: 0, title: '' }).map((item) => item.id)).toEqual([3, 2, 1, 5]);
  });

  it('does not reorder its input', () => {
    const input = [...news];
    listNews(input, { countryId: 617, category: 0, title: '' });
    expect(input).toEqual(news);
  });
});

describe('compareNewestFirst', () => {
  it('puts the later date first', () => {
    expect(compareNewestFirst(news[0]!, news[1]!)).toBeGreaterThan(0);
  });
});

describe('countVisit', () => {
  it('adds one visit per read', () => {
    expect(countVisit(countVisit(7))).toBe(9);
  });
});
