import { describe, expect, it } from 'vitest';
import { isAccountName, isBirthDate, isCalendarDate, isPlainText } from './text-fields';

describe('isAccountName', () => {
  it('takes 4-20 letters, digits or underscores', () => {
    expect(isAccountName('demo')).toBe(true);
    expect(isAccountName('player_2026_abcdefgh')).toBe(true);
    expect(isAccountName('abc')).toBe(false);
    expect(isAccountName('a'.repeat(21))).toBe(false);
    expect(isAccountName('<img src=x>')).toBe(false);
    expect(isAccountName('dart player')).toBe(false);
    expect(isAccountName('玩家一号')).toBe(false);
  });
});

describe('isPlainText', () => {
  it('takes 1-20 characters as the user counts them', () => {
    expect(isPlainText('Demo Player')).toBe(true);
    expect(isPlainText('🎯'.repeat(20))).toBe(true);
    expect(isPlainText('ダーツ太郎')).toBe(true);
    expect(isPlainText('x'.repeat(21))).toBe(false);
    expect(isPlainText('   ')).toBe(false);
    expect(isPlainText('n'.repeat(1024 * 1024))).toBe(false);
  });

  it('refuses markup and control characters', () => {
    expect(isPlainText('<b>bold</b>')).toBe(false);
    expect(isPlainText('a\u0000b')).toBe(false);
    expect(isPlainText('line\nbreak')).toBe(false);
    expect(isPlainText('I <3 darts')).toBe(true);
  });

  it.each([
    ['a zero-width space', 'Demo\u200BPlayer'],
    ['a zero-width non-joiner', 'Demo\u200C'],
    ['a left-to-right mark', '\u200EDemo'],
    ['a right-to-left mark', 'Demo\u200F'],
    ['a right-to-left override', '\u202EreyalP'],
    ['a left-to-right embedding', 'a\u202Ab'],
    ['a pop directional formatting', 'ab\u202C'],
    ['a right-to-left isolate', '\u2067Demo\u2069'],
    ['a byte order mark', '\uFEFFDemo'],
    ['a tag character', 'Demo\u{E0041}'],
    ['a cancel tag', 'Demo\u{E007F}'],
    ['a lone high surrogate', 'Demo\uD83C'],
    ['a lone low surrogate', '\uDFAFDemo'],
    ['only invisible characters', '\u200B\u200B'],
    ['only a byte order mark', '\uFEFF'],
    ['only direction controls', '\u202E\u2066'],
    ['a zero-width joiner between letters', 'De\u200Dmo'],
  ])('refuses %s', (_, text) => {
    expect(isPlainText(text)).toBe(false);
  });

  it('keeps emoji that are written with joiners and variation selectors', () => {
    expect(isPlainText('\u{1F3F3}\uFE0F\u200D\u{1F308} Team')).toBe(true);
    expect(isPlainText('\u{1F468}\u200D\u{1F469}\u200D\u{1F467}')).toBe(true);
    expect(isPlainText('\u2764\uFE0F darts')).toBe(true);
    expect(isPlainText('\u{1F44D}\u{1F3FD}')).toBe(true);
  });
});

describe('isBirthDate', () => {
  const now = Date.UTC(2026, 10, 25, 12);

  it('takes real days from 1900-01-01 to today', () => {
    expect(isBirthDate('1998-02-03', now)).toBe(true);
    expect(isBirthDate('1900-01-01', now)).toBe(true);
    expect(isBirthDate('2026-11-25', now)).toBe(true);
    expect(isBirthDate('1899-12-31', now)).toBe(false);
    expect(isBirthDate('2026-11-27', now)).toBe(false);
    expect(isBirthDate('2030-13-45', now)).toBe(false);
  });

  it('knows which calendar days exist', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('3/2/1998')).toBe(false);
  });
});
