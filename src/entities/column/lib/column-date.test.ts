import { describe, expect, it } from 'vitest';
import { columnDateText, formatColumnDate } from './column-date';

describe('column dates (cdateInt = yyyymmdd)', () => {
  it('reads the number as a calendar day', () => {
    expect(columnDateText(20260307)).toBe('2026-03-07');
    expect(columnDateText(20251231)).toBe('2025-12-31');
  });

  it('refuses numbers that are no calendar day', () => {
    expect(columnDateText(20260230)).toBeNull();
    expect(columnDateText(1741305600000)).toBeNull();
    expect(formatColumnDate(20261301, 'en')).toBe('');
  });

  it('formats the day in the reader’s language', () => {
    expect(formatColumnDate(20260307, 'en')).toBe('March 7, 2026');
    expect(formatColumnDate(20260307, 'ja')).toBe('2026年3月7日');
    expect(formatColumnDate(20260307, 'zh-CN')).toBe('2026年3月7日');
  });
});
