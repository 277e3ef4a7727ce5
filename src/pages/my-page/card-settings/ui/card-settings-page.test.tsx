import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, DEMO_LOGIN, DEMO_MEMBER_ID, server } from '@mocks/node';
import { callApi, calls, MAX_CARDS, type CardSummary, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs, renderWithApp } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { $cardId, sessionStarted } from '@/entities/session';
import { CardSettingsPage } from './card-settings-page';

const path = '/MyPageIndex/AdartsCardSetting';
const freeCardNumbers = () => db.looseCards.findMany((q) => q.where({ status: 'free' })).map(({ cardNo }) => cardNo);

/** The screen for the demo member, with the cards the backend lists for them. */
async function openScreen(): Promise<{ session: LoginResult; cards: CardSummary[]; backendCards: () => Promise<CardSummary[]>; scope: ReturnType<typeof fork> }> {
  const session = await logInAs();
  const backendCards = () => callApi(calls.cardList, { memberId: session.memberId }, callOptionsOf(session));
  const cards = await backendCards();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await renderWithApp(<CardSettingsPage />, { scope, path });
  await screen.findByRole('list', { name: 'Your cards' });
  return { session, cards, backendCards, scope };
}

const cardList = () => screen.getByRole('list', { name: 'Your cards' });
const cardArticle = (cardNo: string) => within(cardList()).getByRole('article', { name: `Card No. ${cardNo}` });
const shownNumbers = () => within(cardList()).getAllByRole('article').map((article) => article.querySelector('.number')!.textContent);

describe('CardSettingsPage', () => {
  it("lists the member's cards from the backend, main card first with its mark and no delete or set-main", async () => {
    const { cards } = await openScreen();
    expect(screen.getByRole('heading', { level: 2, name: 'Card settings' })).toBeTruthy();
    expect(shownNumbers()).toEqual(cards.map(({ cardNo }) => cardNo));

    const [main, ...others] = cards;
    expect(main!.isMainCard).toBe(true);
    const mainCard = within(cardArticle(main!.cardNo));
    expect(mainCard.getByText('Main card')).toBeTruthy();
    expect(mainCard.getByText(main!.name)).toBeTruthy();
    expect(mainCard.getByText(main!.cardType === 1 ? 'Network card' : 'League card')).toBeTruthy();
    const figure = (label: string) =>
      mainCard.getByText(label, { selector: 'dt, dt [aria-hidden]' }).closest('dt')!.nextElementSibling!.textContent;
    expect(figure('Rating')).toBe(main!.rating === null ? '–No data' : main!.rating.toFixed(2));
    expect(figure('PPD')).toBe(main!.ppd === null ? '–No data' : main!.ppd.toFixed(2));
    expect(figure('MPR')).toBe(main!.mpr === null ? '–No data' : main!.mpr.toFixed(2));
    expect(mainCard.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(mainCard.queryByRole('button', { name: /^Set as main card/ })).toBeNull();
    expect(mainCard.getByRole('button', { name: `Copy card ${main!.cardNo}` })).toBeTruthy();

    expect(others.length).toBeGreaterThan(0);
    for (const card of others) {
      const row = within(cardArticle(card.cardNo));
      expect(row.queryByText('Main card')).toBeNull();
      expect(row.getByRole('button', { name: `Set as main card: ${card.cardNo}` })).toBeTruthy();
      expect(row.getByRole('button', { name: `Copy card ${card.cardNo}` })).toBeTruthy();
      expect(row.getByRole('button', { name: `Delete card ${card.cardNo}` })).toBeTruthy();
    }
  });

  it('binds free cards from the add-card box until the limit, then says so instead', async () => {
    const user = userEvent.setup();
    const { backendCards } = await openScreen();
    const free = freeCardNumbers();

    await user.click(screen.getByRole('button', { name: 'Bind card' }));
    expect(screen.getByText('Please enter the correct format!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));

    const room = MAX_CARDS - (await backendCards()).length;
    for (const cardNo of free.slice(0, room)) {
      await user.clear(screen.getByLabelText('Card number'));
      await user.type(screen.getByLabelText('Card number'), cardNo);
      await user.click(screen.getByRole('button', { name: 'Bind card' }));
      expect(await within(cardList()).findByRole('article', { name: `Card No. ${cardNo}` })).toBeTruthy();
    }
    expect(shownNumbers()).toEqual((await backendCards()).map(({ cardNo }) => cardNo));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByText('You have bound 3 cards, the most allowed. Delete a card to bind another one.')).toBeTruthy();
  });

  it('sets another card as main: it moves first, gets the mark, and My page follows it', async () => {
    const user = userEvent.setup();
    const { cards, scope } = await openScreen();
    const other = cards.find(({ isMainCard }) => !isMainCard)!;

    await user.click(screen.getByRole('button', { name: `Set as main card: ${other.cardNo}` }));
    await waitFor(() => expect(shownNumbers()[0]).toBe(other.cardNo));
    expect(within(cardArticle(other.cardNo)).getByText('Main card')).toBeTruthy();
    expect(within(cardArticle(cards[0]!.cardNo)).getByRole('button', { name: `Delete card ${cards[0]!.cardNo}` })).toBeTruthy();
    expect(scope.getState($cardId)).toBe(other.cardId);
    // Focus does not fall to the page: it goes to the list.
    await waitFor(() => expect(document.activeElement).toBe(cardList()));
  });

  it('deletes a card only after "Confirm delete?"', async () => {
    const user = userEvent.setup();
    const { cards, backendCards } = await openScreen();
    const other = cards.find(({ isMainCard }) => !isMainCard)!;

    await user.click(screen.getByRole('button', { name: `Delete card ${other.cardNo}` }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm delete?' });
    expect(within(dialog).getByText(`Card ${other.cardNo} will no longer be bound to your account.`)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownNumbers()).toContain(other.cardNo);

    await user.click(screen.getByRole('button', { name: `Delete card ${other.cardNo}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: `Delete card ${other.cardNo}` }));
    await waitFor(() => expect(shownNumbers()).not.toContain(other.cardNo));
    expect((await backendCards()).map(({ cardNo }) => cardNo)).not.toContain(other.cardNo);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
  });

  it('copies a card: both fields checked, then the new number replaces the old one', async () => {
    const user = userEvent.setup();
    const { cards, backendCards } = await openScreen();
    const other = cards.find(({ isMainCard }) => !isMainCard)!;
    const [free] = freeCardNumbers();

    const opener = screen.getByRole('button', { name: `Copy card ${other.cardNo}` });
    await user.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: `Copy card ${other.cardNo}` });
    expect(document.activeElement).toBe(within(form).getByLabelText('New card number'));

    await user.click(within(form).getByRole('button', { name: 'Copy card' }));
    expect(within(form).getAllByText('Please enter the correct format!')).toHaveLength(2);
    expect(document.activeElement).toBe(within(form).getByLabelText('New card number'));

    // Escape closes it and gives focus back to the Copy button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    const reopened = screen.getByRole('form', { name: `Copy card ${other.cardNo}` });
    expect(within(reopened).queryByText('Please enter the correct format!')).toBeNull();
    await user.type(within(reopened).getByLabelText('New card number'), free!);
    await user.type(within(reopened).getByLabelText('Account password'), DEMO_LOGIN.password);
    await user.click(within(reopened).getByRole('button', { name: 'Copy card' }));

    await within(cardList()).findByRole('article', { name: `Card No. ${free!}` });
    expect(shownNumbers()).not.toContain(other.cardNo);
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(async () => expect(shownNumbers()).toEqual((await backendCards()).map(({ cardNo }) => cardNo)));
  });

  it("shows the server's words when a copy is refused", async () => {
    const user = userEvent.setup();
    const { cards, scope } = await openScreen();
    const other = cards.find(({ isMainCard }) => !isMainCard)!;
    await user.click(screen.getByRole('button', { name: `Copy card ${other.cardNo}` }));
    const form = screen.getByRole('form', { name: `Copy card ${other.cardNo}` });
    await user.type(within(form).getByLabelText('New card number'), freeCardNumbers()[0]!);
    await user.type(within(form).getByLabelText('Account password'), 'wrong123');
    await user.click(within(form).getByRole('button', { name: 'Copy card' }));

    await waitFor(() => expect(scope.getState($toasts).some(({ tone }) => tone === 'warning')).toBe(true));
    expect(screen.getByRole('form', { name: `Copy card ${other.cardNo}` })).toBeTruthy();
    expect(shownNumbers()).toContain(other.cardNo);
  });

  it('says so when no card is bound, and still offers to bind one', async () => {
    const session = await logInAs();
    db.cards.deleteMany((q) => q.where({ memberId: DEMO_MEMBER_ID }));
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    await renderWithApp(<CardSettingsPage />, { scope, path });
    expect(await screen.findByText('No cards are bound to your account yet.')).toBeTruthy();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it('offers a retry when the cards cannot be read', async () => {
    const user = userEvent.setup();
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: await logInAs() });
    server.use(http.post('*/rpi/websitsMember/cardList', () => HttpResponse.error(), { once: true }));
    await renderWithApp(<CardSettingsPage />, { scope, path });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your cards' })).toBeTruthy();
  });
});
