import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callApi, calls, type AwardRankingType } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { AwardRankingsPage } from './award-rankings-page';

const context = { origin: '', token: null, language: 'en' };
const ranking = (awardType: AwardRankingType) => callApi(calls.awardRanking, { awardType }, context);

/** A column of a month's table, in rank order; of the player column its first line, the name (a phone shows the home shop under it). */
const cells = (month: 'This month' | 'Last month', column: number) =>
  within(screen.getByRole('table', { name: month }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cell = within(row).getAllByRole('cell')[column]!;
      return (column === 1 ? cell.firstElementChild! : cell).textContent;
    });

describe('AwardRankingsPage', () => {
  it('shows the hat trick ranking of both months, then another award', async () => {
    const user = userEvent.setup();
    const [hatTrick, ton80] = await Promise.all([ranking(0), ranking(5)]);
    await renderWithApp(<AwardRankingsPage />, { path: '/MatchRanting/AwardRanting' });

    await screen.findByRole('table', { name: 'This month' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Hat trick',
      'Low ton',
      '9 mark',
      'Three in a bed',
      'High ton',
      'Ton 80',
      'Three in the black',
    ]);
    expect(cells('This month', 1)).toEqual(hatTrick.thisMonth.map((row) => row.memberName));
    expect(cells('Last month', 3)).toEqual(hatTrick.lastMonth.map((row) => String(row.awardAmount)));

    await user.click(screen.getByRole('tab', { name: 'Ton 80' }));
    await expect.poll(() => cells('This month', 1)).toEqual(ton80.thisMonth.map((row) => row.memberName));
    expect(screen.getByRole('link', { name: 'See the game rankings' }).getAttribute('href')).toBe('/MatchRanting');
  });

  it('is written in the chosen language', async () => {
    await renderWithApp(<AwardRankingsPage />, { path: '/MatchRanting/AwardRanting', language: 'ja' });
    await screen.findByRole('table', { name: '今月' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('アワードランキング');
    expect(screen.getByRole('tab', { name: 'ハットトリック' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('table', { name: '先月' })).toBeTruthy();
  });
});
