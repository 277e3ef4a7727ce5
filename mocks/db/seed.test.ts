import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../rules/clock';
import { DEMO_PASSWORD_HASH } from './demo-member';
import { generateSeedData } from './seed';
import { loadSeedCopy } from './seed-copy';

const NOW = Date.UTC(2026, 10, 22, 3, 30);
const copy = await loadSeedCopy();
const data = generateSeedData({ seed: 1, mediaBase: '/', now: NOW, copy });
const newsOf = (countryId: number) => data.news.filter((item) => item.countryId === countryId);

describe('generateSeedData', () => {
  it('gives the same data for the same seed, at any time of the day', () => {
    expect(generateSeedData({ seed: 1, mediaBase: '/', now: NOW + 5 * HOUR_MS, copy })).toEqual(data);
  });

  it('gives other content for another seed', () => {
    const other = generateSeedData({ seed: 2, mediaBase: '/', now: NOW, copy });
    expect(other.news.map((item) => item.title)).not.toEqual(data.news.map((item) => item.title));
  });

  it('has exactly the four countries', () => {
    expect(data.countries.map(({ countryId, countryCode, countryName }) => [countryId, countryCode, countryName])).toEqual([
      [208, 'CN', '中国'],
      [19464, 'HK', '香港'],
      [617, 'EN', 'English'],
      [17829, 'JP', '日本'],
    ]);
  });

  it('numbers the news densely from 1', () => {
    expect(data.news.map((item) => item.id)).toEqual(data.news.map((_, index) => index + 1));
  });

  it('gives every country at least 40 news of all three types over the last year', () => {
    for (const country of data.countries) {
      const news = newsOf(country.countryId);
      expect(news.length).toBeGreaterThanOrEqual(40);
      expect(new Set(news.map((item) => item.type))).toEqual(new Set([3, 4, 6]));
    }
    const yearAgo = new Date(NOW - 366 * DAY_MS).toISOString().slice(0, 10);
    const today = new Date(NOW + DAY_MS).toISOString().slice(0, 10);
    expect(data.news.every((item) => item.date > yearAgo && item.date < today)).toBe(true);
  });

  it("writes each country's news in its language", () => {
    const kana = /[\u3040-\u30ff]/;
    expect(newsOf(617).every((item) => /^[\x20-\x7e]+$/.test(item.title))).toBe(true);
    expect(newsOf(17829).every((item) => kana.test(item.contents))).toBe(true);
    // 会/會 and 为/為 tell Simplified from Traditional text.
    expect(newsOf(208).some((item) => /[会为]/.test(item.contents))).toBe(true);
    expect(newsOf(208).some((item) => /[會為]/.test(item.contents))).toBe(false);
    expect(newsOf(19464).some((item) => /[會為]/.test(item.contents))).toBe(true);
    expect(newsOf(19464).some((item) => /[会为]/.test(item.contents))).toBe(false);
  });

  it('dates reported events before the news and announced ones after it', () => {
    const competitions = newsOf(617).filter((item) => item.type === 4);
    const eventDay = (contents: string) => Date.parse(/<strong>Date:<\/strong> ([^<]+)</.exec(contents)![1]!);
    for (const item of competitions) {
      const published = Date.parse(`${item.date.slice(0, 10)}T00:00:00Z`);
      const reportsResult = /^Results:|wins|crowned|final standings|report from/.test(item.title);
      expect(eventDay(item.contents) < published, item.title).toBe(reportsResult);
    }
  });

  it('never shows the same image on neighbouring news of a country', () => {
    for (const country of data.countries) {
      const images = newsOf(country.countryId).map((item) => item.img);
      expect(images.some((image, index) => image === images[index - 1])).toBe(false);
    }
  });

  it('puts media under the base path', () => {
    const sub = generateSeedData({ seed: 1, mediaBase: '/portal/', now: NOW, copy });
    expect(sub.news.every((item) => item.img.startsWith('/portal/media/news/'))).toBe(true);
    expect(sub.news[0]!.contents).toContain('src="/portal/media/news/');
  });

  it('has the demo member with the wire hash of darts123, and about ten others', () => {
    const demo = data.members.find((member) => member.account === 'demo');
    expect(demo).toMatchObject({ countryId: 617, passwordHash: 'FD4F346B3D4348DCDCB288498BE1CD60' });
    expect(DEMO_PASSWORD_HASH).toBe('FD4F346B3D4348DCDCB288498BE1CD60');
    expect(data.members.length).toBeGreaterThanOrEqual(11);
    expect(new Set(data.members.map((member) => member.account)).size).toBe(data.members.length);
  });
});
