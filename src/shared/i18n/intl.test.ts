import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl';

describe('Intl formatters, one per language and options', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    expect(dateTimeFormat('ja', { dateStyle: 'long' })).toBe(dateTimeFormat('ja', { dateStyle: 'long' }));
    expect(dateTimeFormat('ja', { dateStyle: 'long' })).not.toBe(dateTimeFormat('en', { dateStyle: 'long' }));
    expect(numberFormat('en', { maximumFractionDigits: 0 })).not.toBe(numberFormat('en', { maximumFractionDigits: 2 }));
    expect(relativeTimeFormat('zh-CN', { numeric: 'auto' })).toBe(relativeTimeFormat('zh-CN', { numeric: 'auto' }));
  });

  it('formats as a new Intl formatter would', () => {
    const day = new Date(2026, 10, 26);
    expect(dateTimeFormat('ja', { dateStyle: 'long' }).format(day)).toBe(new Intl.DateTimeFormat('ja', { dateStyle: 'long' }).format(day));
    expect(numberFormat('en', {}).format(1234.5)).toBe('1,234.5');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });
});
