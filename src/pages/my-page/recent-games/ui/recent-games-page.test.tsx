import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls, type RecentGame } from '@/shared/api';
import { $language, type Language } from '@/shared/i18n';
import { logInAs, renderWithApp } from '@/shared/testing';
import { figureOfGame } from '@/entities/game';
import { sessionStarted } from '@/entities/session';
import { RecentGamesPage } from './recent-games-page';

const en = (value: number) => value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function loggedIn(language: Language = 'en') {
  const session = await logInAs();
  const games = await callApi(calls.latelyAchievement, { cardId: session.mainCardId }, { origin: '', token: session.token, language: 'en' });
  const scope = fork({ values: [[$language, language]] });
  await allSettled(sessionStarted, { scope, params: session });
  return { scope, games };
}

const headers = async () => within(await screen.findByRole('list', { name: 'Last 30 games, newest first' })).getAllByRole('button');
const when = (game: RecentGame) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(game.dateTime);

describe('RecentGamesPage', () => {
  it('lists the last games, newest first, each header with its time, mode, figure and result', async () => {
    const { scope, games } = await loggedIn();
    expect(games.length).toBeGreaterThan(1);
    await renderWithApp(<RecentGamesPage />, { scope, path: '/MyPageIndex/About30Game' });

    const buttons = await headers();
    expect(buttons).toHaveLength(games.length);
    expect(buttons.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
    games.forEach((game, index) => {
      const figure = figureOfGame(game);
      const label = buttons[index]!.textContent!;
      expect(label).toContain(when(game));
      // The figure's name as a screen reader says it: the meaning of PPD or MPR.
      const meaning = figure.kind === 'mpr' ? 'Marks per round' : 'Points per dart';
      expect(label).toContain(`${meaning} ${figure.value === null ? '–No data' : en(figure.value)}`);
      expect(label).toContain(game.result ? 'WIN' : 'LOSE');
    });
    expect(screen.getByText(`${games.length} games`)).toBeTruthy();
  });

  it('opens a game with its player, shop, result, awards and teammates, and closes it again', async () => {
    const user = userEvent.setup();
    const { scope, games } = await loggedIn();
    await renderWithApp(<RecentGamesPage />, { scope, path: '/MyPageIndex/About30Game' });
    const index = Math.max(0, games.findIndex((game) => game.teammateList.length > 0));
    const game = games[index]!;
    const header = (await headers())[index]!;

    await user.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(header.getAttribute('aria-controls')!)!;
    expect(details.getAttribute('role')).toBe('region');
    expect(details.getAttribute('aria-labelledby')).toBe(header.id);
    expect(within(details).getByText(game.userName)).toBeTruthy();
    expect(within(details).getByText(`Shop: ${game.shopName ?? '–No data'}`)).toBeTruthy();
    expect(within(details).getByText('Result').nextElementSibling!.textContent).toBe(game.result ? 'WIN' : 'LOSE');
    const awards = (['lowTon', 'hatTrick', 'threeInABed', 'threeInABlack', 'ton80', 'highTon', 'nineMark', 'eightMark', 'sevenMark', 'sixMark', 'fiveMark'] as const).filter(
      (award) => game[award] > 0,
    );
    if (awards.length === 0) expect(within(details).getByText('No awards in this game.')).toBeTruthy();
    else expect(within(details).getAllByRole('listitem')).toHaveLength(awards.length);
    if (game.teammateList.length > 0) {
      const mates = within(details).getByRole('table', { name: 'Teammates' });
      const rows = within(mates).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(game.teammateList.length);
      const mate = game.teammateList[0]!;
      expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
        mate.memberName,
        mate.rating === null ? '–No data' : en(mate.rating),
        mate.mpr === null ? '–No data' : en(mate.mpr),
      ]);
    }

    await user.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(header.getAttribute('aria-controls')!)).toBeNull();
  });

  it('works from the keyboard: arrows move between games, Enter opens one', async () => {
    const user = userEvent.setup();
    const { scope } = await loggedIn();
    await renderWithApp(<RecentGamesPage />, { scope, path: '/MyPageIndex/About30Game' });
    const buttons = await headers();

    buttons[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(buttons[1]);
    await user.keyboard('{Enter}');
    expect(buttons[1]!.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(buttons[0]);
    await user.keyboard(' ');
    expect(buttons[0]!.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the no-data placeholder when the card has no games', async () => {
    const { scope } = await loggedIn();
    server.use(http.post('*/rpi/websitsMember/latelyAchievement', () => HttpResponse.json({ code: 100, msg: '', data: [] })));
    await renderWithApp(<RecentGamesPage />, { scope, path: '/MyPageIndex/About30Game' });
    expect(await screen.findByText('No games played yet')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Last 30 games, newest first' })).toBeNull();
  });

  it('names modes and results in the reader’s language', async () => {
    const { scope, games } = await loggedIn('zh-TW');
    await renderWithApp(<RecentGamesPage />, { scope, path: '/MyPageIndex/About30Game', language: 'zh-TW' });
    const list = await screen.findByRole('list', { name: '最近 30 場比賽，由新到舊' });
    const first = within(list).getAllByRole('button')[0]!;
    expect(first.textContent).toContain(games[0]!.result ? '勝' : '負');
    expect(first.textContent).toContain(new Intl.DateTimeFormat('zh-TW', { dateStyle: 'medium', timeStyle: 'short' }).format(games[0]!.dateTime));
    expect(first.textContent).not.toMatch(/WIN|LOSE/);
  });
});
