import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from './figures';
import { formatDate } from './format';
import type { Language } from './languages';
import { prepareFormats } from './prepare-formats';

afterEach(() => vi.restoreAllMocks());

describe('prepareFormats', () => {
  it('builds the count and date formatters, so the first render that shows one builds none', async () => {
    // A language the site does not offer, so no other test has cached its formatters.
    const french = 'fr' as Language;
    await prepareFormats(french);
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatCount(1250, french)).toBe('1\u202f250');
    expect(formatDate('2026-11-28 10:00:00', french)).toBe('28 novembre 2026');
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();
  });
});
