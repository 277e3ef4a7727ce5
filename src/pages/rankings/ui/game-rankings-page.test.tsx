import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { resetFakeBackend } from '@mocks/node';
import { callApi, calls, type GameRankingType, type RankingRow } from '@/shared/api';
import { shopInfoPath } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import { GameRankingsPage } from './game-rankings-page';

const context = { origin: '', token: null, language: 'en' };
const ranking = (gameType: GameRankingType) => callApi(calls.gameRanking, { gameType }, context);

/** Player names of a month's table, in rank order (the player cell's first line: a phone shows the home shop under it). */
const names = (month: 'This month' | 'Last month') =>
  within(screen.getByRole('table', { name: month }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.firstElementChild!.textContent);

const namesOf = (rows: readonly RankingRow[]) => rows.map((row) => row.memberName);

/** The browser's Back button, inside the test router. */
const BackButton = () => {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Browser back</button>;
};

describe('GameRankingsPage', () => {
  it("shows this month's and last month's 01 ranking, the top three with medals", async () => {
    const expected = await ranking(100);
    await renderWithApp(<GameRankingsPage />, { path: '/MatchRanting' });

    await screen.findByRole('table', { name: 'This month' });
    expect(screen.getByRole('tab', { name: '01 games' }).getAttribute('aria-selected')).toBe('true');
    expect(names('This month')).toEqual(namesOf(expected.thisMonth));
    expect(names('Last month')).toEqual(namesOf(expected.lastMonth));

    const table = screen.getByRole('table', { name: 'This month' });
    const [first, second, third, fourth] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('1st place, gold medal')).toBeTruthy();
    expect(within(second!).getByText('2nd place, silver medal')).toBeTruthy();
    expect(within(third!).getByText('3rd place, bronze medal')).toBeTruthy();
    expect(within(fourth!).queryByText(/medal/)).toBeNull();

    // Score with two decimals, the country flag, and the home shop linking to its page.
    const top = expected.thisMonth[0]!;
    expect(within(first!).getByText(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(top.awardAmount))).toBeTruthy();
    expect(within(first!).getAllByRole('img').some((image) => image.getAttribute('src')?.endsWith(`/flags/${top.countryCode}.svg`))).toBe(true);
    if (top.homeShopId !== null) {
      // In its column, and under the name for a phone (one of the two is shown, by the screen's width).
      const links = within(first!).getAllByRole('link', { name: top.homeShopName! });
      expect(links.map((link) => link.getAttribute('href'))).toEqual([shopInfoPath(top.homeShopId), shopInfoPath(top.homeShopId)]);
    }
    expect(screen.getByRole('link', { name: 'See the award rankings' }).getAttribute('href')).toBe('/MatchRanting/AwardRanting');
  });

  it('switches game type with the tabs and shows that ranking', async () => {
    const user = userEvent.setup();
    const [zeroOne, countUp] = await Promise.all([ranking(100), ranking(300)]);
    expect(namesOf(countUp.thisMonth)).not.toEqual(namesOf(zeroOne.thisMonth));
    await renderWithApp(<GameRankingsPage />, { path: '/MatchRanting' });
    await screen.findByRole('table', { name: 'This month' });

    await user.click(screen.getByRole('tab', { name: 'Count-up' }));
    expect(await screen.findAllByRole('columnheader', { name: 'Points' })).toHaveLength(2);
    await expect.poll(() => names('This month')).toEqual(namesOf(countUp.thisMonth));
    expect(screen.getByRole('tab', { name: 'Count-up' }).getAttribute('aria-selected')).toBe('true');

    // Arrow keys move between tabs too.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rating' }).getAttribute('aria-selected')).toBe('true');
    const rating = await ranking(400);
    await expect.poll(() => names('This month')).toEqual(namesOf(rating.thisMonth));
  });

  it('keeps the chosen tab in the address: a link opens on it, and Back returns to the tab before', async () => {
    const user = userEvent.setup();
    const [cricket, countUp] = await Promise.all([ranking(200), ranking(300)]);
    const app = await renderWithApp(
      <>
        <GameRankingsPage />
        <BackButton />
      </>,
      { path: '/MatchRanting?type=200' },
    );
    await screen.findByRole('table', { name: 'This month' });
    expect(screen.getByRole('tab', { name: 'Cricket' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => names('This month')).toEqual(namesOf(cricket.thisMonth));

    await user.click(screen.getByRole('tab', { name: 'Count-up' }));
    await vi.waitFor(() => expect(app.location()).toBe('/MatchRanting?type=300'));
    await expect.poll(() => names('This month')).toEqual(namesOf(countUp.thisMonth));

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await vi.waitFor(() => expect(app.location()).toBe('/MatchRanting?type=200'));
    expect(screen.getByRole('tab', { name: 'Cricket' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => names('This month')).toEqual(namesOf(cricket.thisMonth));
  });

  it('says there are no rankings yet when nobody is ranked', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await renderWithApp(<GameRankingsPage />, { path: '/MatchRanting' });
    expect(await screen.findByText('No rankings yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
