import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localise, pickLanguage } from './messages';

describe('pickLanguage', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['en', 'en'],
    ['ja', 'ja'],
    ['en-GB', 'en'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['ja-JP,ja;q=0.9,en;q=0.8', 'ja'],
    ['fr-FR, en;q=0.5, ja;q=0.7', 'ja'],
  ])('reads %s as %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });

  it('falls back to Simplified Chinese', () => {
    expect(pickLanguage(null)).toBe('zh-CN');
    expect(pickLanguage('')).toBe('zh-CN');
    expect(pickLanguage('fr, de;q=0.5')).toBe('zh-CN');
    expect(pickLanguage('en;q=0')).toBe('zh-CN');
  });
});

describe('localise', () => {
  it('has the spec texts in English', () => {
    expect(localise('en', 'loginIncorrect')).toBe('Account or password is incorrect');
    expect(localise('en', 'accountLocked')).toBe('Account locked for 15 minutes after 5 failed attempts');
    expect(localise('en', 'notLoggedIn')).toBe('Please login and check!');
    expect(localise('en', 'newsNotFound')).toBe('News not found');
  });

  it('fills placeholders', () => {
    expect(localise('en', 'invalidParameter', { field: 'pageSize' })).toBe('Invalid parameter: pageSize');
    expect(localise('ja', 'invalidParameter', { field: 'id' })).toBe('パラメータが不正です：id');
  });

  it('has a distinct text in every language', () => {
    const texts = LANGUAGES.map((language) => localise(language, 'loginIncorrect'));
    expect(new Set(texts).size).toBe(LANGUAGES.length);
  });
});

describe('the messages file', () => {
  const areas = JSON.parse(readFileSync(new URL('./messages.json', import.meta.url), 'utf8')) as Record<string, Record<string, Record<string, string>>>;

  it('gives every message in the four languages, none empty', () => {
    const incomplete = Object.values(areas)
      .flatMap((messages) => Object.entries(messages))
      .filter(([, texts]) => Object.keys(texts).sort().join() !== [...LANGUAGES].sort().join() || Object.values(texts).some((text) => !text.trim()))
      .map(([key]) => key);
    expect(Object.keys(areas).length).toBeGreaterThan(5);
    expect(incomplete).toEqual([]);
  });

  it("keeps each key in one area, so no area silently replaces another's text", () => {
    const keys = Object.values(areas).flatMap((messages) => Object.keys(messages));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
