import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { db, DEMO_LOGIN, DEMO_MEMBER_ID, server } from '@mocks/node';
import { callApi, hashPassword, login, memberCardAll, type LoginResult, type MemberCard } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { sessionEnded, sessionStarted } from '@/entities/session';
import { $cards } from '../model/carousel';
import { MemberCardCarousel } from './member-card-carousel';

const context = { origin: '', language: 'en' };

/** A scope with the demo member logged in, and the cards the backend holds for them. */
async function loggedIn(): Promise<{ scope: ReturnType<typeof fork>; session: LoginResult; cards: MemberCard[] }> {
  const session = await callApi(login, { username: DEMO_LOGIN.account, password: hashPassword(DEMO_LOGIN.password) }, { ...context, token: null });
  const cards = await callApi(memberCardAll, { memberId: session.memberId }, { ...context, token: session.token });
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  return { scope, session, cards };
}

const carousel = () => screen.getByRole('region', { name: 'Your cards' });
/** The carousel once its code has loaded (a chunk of its own, fetched for a member only). */
const shownCarousel = () => screen.findByRole('region', { name: 'Your cards' });

/** What a screen reader gets for a figure: the final value (the animated copy is hidden from it). */
const figure = (label: string) => {
  const term = within(carousel()).getByText(label, { selector: 'dt, dt [aria-hidden]' }).closest('dt')!;
  return term.nextElementSibling!.querySelector('span:not([aria-hidden])')!.textContent;
};

describe('MemberCardCarousel', () => {
  it('shows nothing to a visitor', async () => {
    const { container } = await renderWithApp(<MemberCardCarousel />);
    expect(container.innerHTML).toBe('');
  });

  it("shows the member's main card first with every figure", async () => {
    const { scope, cards } = await loggedIn();
    const main = cards[0]!;
    await renderWithApp(<MemberCardCarousel />, { scope });

    expect(await within(await shownCarousel()).findByRole('heading', { level: 3, name: main.name })).toBeTruthy();
    expect(screen.getByText(`Card No. ${main.cardNo}`)).toBeTruthy();
    expect(screen.getByText('Main card')).toBeTruthy();
    expect(screen.getByRole('img', { name: `Portrait of ${main.name}` }).getAttribute('src')).toBe(main.portrait);
    expect(screen.getByRole('img', { name: `Rating ${main.rating.toFixed(2)} out of 30` })).toBeTruthy();
    expect(figure('PPD')).toBe(main.ppd.toFixed(2));
    expect(figure('MPR')).toBe(main.mpr.toFixed(2));
    expect(figure('Count-up')).toBe(main.countUpPoint.toLocaleString('en'));
    expect(figure('Wins')).toBe(main.win.toLocaleString('en'));
    expect(figure('Losses')).toBe(main.lose.toLocaleString('en'));
    expect(figure('Best streak')).toBe(String(main.winContinued));
    // A percentage already (59.92): shown as given, never multiplied by 100.
    expect(main.winProbability).toBeGreaterThan(1);
    expect(figure('Win rate')).toBe(`${main.winProbability}%`);
    expect(screen.getByText(`Card 1 of ${cards.length}`)).toBeTruthy();
  });

  it('shows the win probability as the percentage the backend sends, with its two decimals', async () => {
    const { scope, cards } = await loggedIn();
    await db.cards.update((q) => q.where({ cardId: cards[0]!.cardId }), {
      data(card) {
        card.win = 1323;
        card.lose = 677;
        card.winProbability = 66.15;
      },
    });
    await renderWithApp(<MemberCardCarousel />, { scope });
    await within(await shownCarousel()).findByRole('heading', { level: 3, name: cards[0]!.name });
    expect(figure('Win rate')).toBe('66.15%');
  });

  it('pages through the cards with the buttons and the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    const { scope, cards } = await loggedIn();
    expect(cards.length).toBeGreaterThan(1);
    await renderWithApp(<MemberCardCarousel />, { scope });
    await screen.findByText(`Card 1 of ${cards.length}`);

    await user.click(screen.getByRole('button', { name: 'Next card' }));
    expect(screen.getByText(`Card 2 of ${cards.length}`)).toBeTruthy();
    expect(screen.getByText(`Card No. ${cards[1]!.cardNo}`)).toBeTruthy();
    expect(screen.queryByText('Main card')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Previous card' }));
    await user.click(screen.getByRole('button', { name: 'Previous card' }));
    expect(screen.getByText(`Card ${cards.length} of ${cards.length}`)).toBeTruthy();

    // Keyboard: focus stays on a button; the arrow keys move between cards.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(`Card 1 of ${cards.length}`)).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText(`Card No. ${cards.at(-1)!.cardNo}`)).toBeTruthy();
  });

  it('says so when no card is bound', async () => {
    const { scope } = await loggedIn();
    db.cards.deleteMany((q) => q.where({ memberId: DEMO_MEMBER_ID }));
    await renderWithApp(<MemberCardCarousel />, { scope });
    expect(await screen.findByText('No cards are bound to your account yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next card' })).toBeNull();
  });

  it('offers a retry when the cards cannot be read', async () => {
    const user = userEvent.setup();
    const { scope } = await loggedIn();
    server.use(http.post('*/rpi/websitsMember/memberCardALL', () => HttpResponse.error(), { once: true }));
    await renderWithApp(<MemberCardCarousel />, { scope });
    expect(await screen.findByRole('alert')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Card 1 of/)).toBeTruthy();
  });

  it("reloads when the session changes and forgets the cards when it ends", async () => {
    const { scope, session } = await loggedIn();
    // A session whose member id is not the token's: the backend refuses (101), the widget says so.
    await allSettled(sessionStarted, { scope, params: { ...session, memberId: DEMO_MEMBER_ID + 1 } });
    await renderWithApp(<MemberCardCarousel />, { scope });
    expect(await screen.findByRole('alert')).toBeTruthy();

    await allSettled(sessionStarted, { scope, params: session });
    expect(await screen.findByText(/^Card 1 of/)).toBeTruthy();
    await allSettled(sessionEnded, { scope });
    expect(screen.queryByRole('region', { name: 'Your cards' })).toBeNull();
    expect(scope.getState($cards)).toEqual([]);
  });
});
