import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/shared/i18n';
import { renderWithApp } from '@/shared/testing';
import { ActivityPeriod } from './activity-card';

const periodText = async (startDate: string, endDate: string, language: Language = 'en') => {
  await renderWithApp(
    <p data-testid="period">
      <ActivityPeriod item={{ startDate, endDate }} />
    </p>,
    { language },
  );
  return screen.getByTestId('period').textContent;
};

describe('ActivityPeriod', () => {
  it('shows a one-day match as its one date', async () => {
    expect(await periodText('2026-05-14 00:00:00', '2026-05-14 23:59:59')).toBe('May 14, 2026');
  });

  it('shows an item of several days from its first to its last date', async () => {
    expect(await periodText('2026-05-14 00:00:00', '2026-05-16 23:59:59')).toBe('May 14, 2026 – May 16, 2026');
  });

  it('shows one date in the UI language', async () => {
    expect(await periodText('2026-05-14 09:00:00', '2026-05-14 21:00:00', 'ja')).toBe('2026年5月14日');
  });
});
