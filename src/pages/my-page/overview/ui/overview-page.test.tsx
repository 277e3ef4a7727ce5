import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls } from '@/shared/api';
import { callOptionsOf, logInAs, renderWithApp } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { MyPageOverviewPage } from './overview-page';

const en = (value: number, decimals = 2) =>
  value.toLocaleString('en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

async function loggedIn() {
  const session = await logInAs();
  const cards = await callApi(calls.memberCardAll, { memberId: session.memberId }, callOptionsOf(session));
  const info = await callApi(calls.gameInformation, { cardId: session.mainCardId }, callOptionsOf(session));
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  return { scope, session, cards, info };
}

/** The value shown under a figure's label (the label's first line; a hint may follow it). */
const figure = (label: string): string | null | undefined =>
  [...document.querySelectorAll('dt')].find((term) => (term.querySelector('abbr > [aria-hidden]') ?? term.firstChild)?.textContent === label)
    ?.nextElementSibling?.textContent;

describe('MyPageOverviewPage', () => {
  it("shows the main card with every figure, today's game information and the gold balance", async () => {
    const { scope, cards, info } = await loggedIn();
    const main = cards[0]!;
    await renderWithApp(<MyPageOverviewPage />, { scope, path: '/MyPageIndex' });

    expect(await screen.findByRole('heading', { level: 3, name: main.name })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Card overview' })).toBeTruthy();
    expect(screen.getByText(`Card No. ${main.cardNo}`)).toBeTruthy();
    expect(screen.getByRole('img', { name: `Portrait of ${main.name}` }).getAttribute('src')).toBe(main.portrait);
    expect(screen.getByRole('img', { name: `Rating ${en(main.rating)} out of 30` })).toBeTruthy();
    expect(figure('PPD')).toBe(en(main.ppd));
    expect(figure('MPR')).toBe(en(main.mpr));
    expect(figure('Count-up')).toBe(main.countUpPoint.toLocaleString('en'));
    expect(figure('Wins')).toBe(main.win.toLocaleString('en'));
    expect(figure('Losses')).toBe(main.lose.toLocaleString('en'));
    expect(figure('Best streak')).toBe(String(main.winContinued));
    expect(figure('Win rate')).toBe(`${main.winProbability}%`);

    const today = screen.getByRole('region', { name: "Today's game info" });
    expect(within(today).getByText('Adarts rating').nextElementSibling?.textContent).toBe(en(info.adartsRating!));
    expect(within(today).getByText('League rating').nextElementSibling?.textContent).toBe(
      info.leagueRating === null ? 'No data' : en(info.leagueRating),
    );
    expect(within(today).getByText('Gold balance').nextElementSibling?.textContent).toBe(`${info.coin.toLocaleString('en')}gold`);
  });

  it('shows the card the member picks in the card switcher', async () => {
    const user = userEvent.setup();
    const { scope, cards } = await loggedIn();
    expect(cards.length).toBeGreaterThan(1);
    await renderWithApp(<MyPageOverviewPage />, { scope, path: '/MyPageIndex' });
    await screen.findByText(`Card No. ${cards[0]!.cardNo}`);

    const switcher = await screen.findByRole('group', { name: 'Card shown' });
    const chips = within(switcher).getAllByRole('button');
    expect(chips).toHaveLength(cards.length);
    expect(chips[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(chips[0]!.textContent).toContain(cards[0]!.cardNo.slice(-4));
    expect(chips[0]!.textContent).toContain('Main card');

    await user.click(chips[1]!);
    const other = cards[1]!;
    expect(await screen.findByText(`Card No. ${other.cardNo}`)).toBeTruthy();
    expect(screen.getByRole('img', { name: `Rating ${en(other.rating)} out of 30` })).toBeTruthy();
    expect(within(switcher).getAllByRole('button')[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(figure('PPD')).toBe(en(other.ppd));
  });

  it('offers a retry when the card cannot be loaded', async () => {
    const user = userEvent.setup();
    const { scope, cards } = await loggedIn();
    server.use(http.post('*/rpi/websitsMember/memberCard', () => HttpResponse.error(), { once: true }));
    await renderWithApp(<MyPageOverviewPage />, { scope, path: '/MyPageIndex' });

    expect(await screen.findByText('Something went wrong while loading.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`Card No. ${cards[0]!.cardNo}`)).toBeTruthy();
  });

  it("keeps the card on screen when only today's information fails, with its own retry", async () => {
    const user = userEvent.setup();
    const { scope, info } = await loggedIn();
    server.use(http.post('*/rpi/websitsMember/gameInformation', () => HttpResponse.error(), { once: true }));
    await renderWithApp(<MyPageOverviewPage />, { scope, path: '/MyPageIndex' });

    expect(await screen.findByText("Today's game info could not be loaded.")).toBeTruthy();
    expect(figure('PPD')).toMatch(/\d/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const today = screen.getByRole('region', { name: "Today's game info" });
    expect((await within(today).findByText('Gold balance')).nextElementSibling?.textContent).toBe(`${info.coin.toLocaleString('en')}gold`);
  });

  it('keeps the layout while loading: every label is there, the numbers are placeholders', async () => {
    const { scope } = await loggedIn();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/rpi/websitsMember/memberCard', async () => {
        await held;
      }),
    );
    await renderWithApp(<MyPageOverviewPage />, { scope, path: '/MyPageIndex' });
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    // The card's heading is never empty: while loading it says so.
    expect(screen.getByRole('heading', { level: 3, name: 'Loading…' })).toBeTruthy();
    expect(figure('PPD')).toBe('');
    expect(screen.getByRole('img', { name: 'Rating, loading' })).toBeTruthy();
    release();
    await screen.findByRole('img', { name: /^Rating [\d.]+ out of 30$/ });
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
