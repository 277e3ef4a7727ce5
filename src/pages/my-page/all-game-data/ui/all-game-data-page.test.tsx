import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls } from '@/shared/api';
import { callOptionsOf, logInAs, renderWithApp } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { AllGameDataPage } from './all-game-data-page';

const en = (value: number) => value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function loggedIn() {
  const session = await logInAs();
  const [data, games] = await Promise.all([
    callApi(calls.gameData, { cardId: session.mainCardId }, callOptionsOf(session)),
    callApi(calls.latelyAchievement, { cardId: session.mainCardId }, callOptionsOf(session)),
  ]);
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  return { scope, session, data, games };
}

// A term is its visible letters (an abbreviation's meaning is for screen readers and the tooltip).
const tile = (label: string) => screen.getByText(label, { selector: 'dt, dt [aria-hidden]' }).closest('dt')!.nextElementSibling?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AllGameDataPage', () => {
  it('shows every all-time figure of the current card', async () => {
    const { scope, data } = await loggedIn();
    await renderWithApp(<AllGameDataPage />, { scope, path: '/MyPageIndex/AllGameData' });

    expect(await screen.findByRole('heading', { level: 3, name: data.memberName! })).toBeTruthy();
    expect(screen.getByText(`Card No. ${data.cardNo}`)).toBeTruthy();
    expect(screen.getByRole('img', { name: `Portrait of ${data.memberName}` })).toBeTruthy();
    expect(screen.getByRole('img', { name: `Rating ${en(data.rating!)} out of 30` })).toBeTruthy();
    expect(tile('Rating')).toBe(en(data.rating!));
    expect(tile('PPD')).toBe(data.ppd === null ? 'No data' : en(data.ppd));
    expect(tile('PPR')).toBe(data.ppr === null ? 'No data' : en(data.ppr));
    expect(tile('MPR')).toBe(data.mpr === null ? 'No data' : en(data.mpr));
    expect(tile('Average')).toBe(en(data.countUpAverage!));
    expect(tile('Best')).toBe(data.countUpMax!.toLocaleString('en'));

    const table = screen.getByRole('table', { name: 'Games and win rate' });
    const row = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(row('01 games')).toEqual([data.quantity01!.toLocaleString('en'), `${data.winProbability01}%`]);
    expect(row('Cricket')).toEqual([data.quantityCricket!.toLocaleString('en'), `${data.winProbabilityCricket}%`]);
    expect(row('All games')).toEqual([data.allQuantity!.toLocaleString('en'), `${data.allWinProbability}%`]);
  });

  it('shows a dash that reads "No data" for a figure the backend does not have', async () => {
    const { scope, data } = await loggedIn();
    server.use(
      http.post('*/rpi/websitsMember/gameData', () =>
        HttpResponse.json({ code: 100, msg: '', data: { ...data, ppr: null, mpr: null, winProbabilityCricket: null, countUpMax: null } }),
      ),
    );
    await renderWithApp(<AllGameDataPage />, { scope, path: '/MyPageIndex/AllGameData' });
    await screen.findByRole('heading', { level: 3, name: data.memberName! });

    const ppr = screen.getByText('PPR', { selector: 'dt [aria-hidden]' }).closest('dt')!.nextElementSibling!;
    expect(within(ppr as HTMLElement).getByText('–').getAttribute('aria-hidden')).toBe('true');
    expect(ppr.textContent).toBe('–No data');
    expect(tile('MPR')).toBe('–No data');
    expect(tile('Best')).toBe('–No data');
    const table = screen.getByRole('table', { name: 'Games and win rate' });
    const cricket = within(table).getByRole('rowheader', { name: 'Cricket' }).closest('tr')!;
    expect(within(cricket).getAllByRole('cell')[1]!.textContent).toBe('–No data');
  });

  it('draws the trend of the last games, which the keyboard walks through point by point', async () => {
    const user = userEvent.setup();
    const { scope, games } = await loggedIn();
    await renderWithApp(<AllGameDataPage />, { scope, path: '/MyPageIndex/AllGameData' });

    const chart = await screen.findByRole('group', { name: `Rating over the last ${games.length} games` });
    const points = within(chart).getAllByRole('listitem');
    const rated = games.filter((game) => game.rating !== null);
    expect(points).toHaveLength(rated.length);
    // Oldest first: the last point is the newest game, and it is the one tab stop.
    const newest = rated[0]!;
    expect(points[points.length - 1]!.getAttribute('aria-label')).toContain(`Rating ${en(newest.rating!)}`);
    expect(points.filter((point) => point.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect(points[points.length - 1]!.getAttribute('tabindex')).toBe('0');

    (points[points.length - 1] as unknown as HTMLElement).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(points[points.length - 2]);
    expect(document.activeElement!.getAttribute('aria-label')).toContain(`Game ${games.length - 1} of ${games.length}`);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(points[0]);

    await user.click(screen.getByRole('button', { name: 'MPR' }));
    const mprChart = await screen.findByRole('group', { name: `MPR over the last ${games.length} games` });
    expect(within(mprChart).getAllByRole('listitem')).toHaveLength(games.filter((game) => game.mpr !== null).length);
  });

  it('offers the same numbers as a table', async () => {
    const user = userEvent.setup();
    const { scope, games } = await loggedIn();
    await renderWithApp(<AllGameDataPage />, { scope, path: '/MyPageIndex/AllGameData' });
    await screen.findByRole('group', { name: /over the last/ });

    const summary = screen.getByText('Show the numbers as a table');
    await user.click(summary);
    expect(summary.closest('details')!.open).toBe(true);
    const table = screen.getByRole('table', { name: 'Rating, PPD and MPR of the last 30 games, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(games.length);
    const first = within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first.slice(1)).toEqual([games[0]!.rating, games[0]!.ppd, games[0]!.mpr].map((value) => (value === null ? 'No data' : en(value))).map((text) => (text === 'No data' ? '–No data' : text)));
  });

  it('downloads the last games as a CSV file with a BOM and a header row', async () => {
    const user = userEvent.setup();
    const { scope, games } = await loggedIn();
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:games';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^adarts-last-30-games-\d+-\d{8}\.csv$/);
    });
    await renderWithApp(<AllGameDataPage />, { scope, path: '/MyPageIndex/AllGameData' });

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Date and time,Game,Figure,Value,Result,Shop,Awards');
    expect(lines).toHaveLength(games.length + 2);
    expect(lines[1]).toContain(games[0]!.result ? ',WIN,' : ',LOSE,');
  });

  it('says so when the card has no games yet', async () => {
    const { scope } = await loggedIn();
    server.use(http.post('*/rpi/websitsMember/latelyAchievement', () => HttpResponse.json({ code: 100, msg: '', data: [] })));
    await renderWithApp(<AllGameDataPage />, { scope, path: '/MyPageIndex/AllGameData' });
    expect(await screen.findByText('No games played yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
