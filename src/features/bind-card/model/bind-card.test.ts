import { allSettled, createStore, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { countRequests, db } from '@mocks/node';
import { callApi, calls, MAX_CARDS, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { $canBindCard, $cardLimitReached, $cards, CardListGate, createMemberCardsQuery } from '@/entities/card';
import { sessionStarted } from '@/entities/session';
import { bindCardForm, bindCardAction } from './bind-card';

/** The card numbers the fake backend holds free to bind. */
const freeCardNumbers = () => db.looseCards.findMany((q) => q.where({ status: 'free' })).map(({ cardNo }) => cardNo);

/** Counts the calls of `path` the app sends (the handler lets each one through to the fake backend). */
/** The card settings screen open for the demo member, with room for one more card. */
async function cardScreen(): Promise<{ scope: Scope; session: LoginResult; backendCardNumbers: () => Promise<string[]> }> {
  const session = await logInAs();
  const backendCardNumbers = async () =>
    (await callApi(calls.cardList, { memberId: session.memberId }, callOptionsOf(session))).map(({ cardNo }) => cardNo);
  const cards = await callApi(calls.cardList, { memberId: session.memberId }, callOptionsOf(session));
  // The seed may give the demo member the most cards: make room for one.
  for (const card of cards.filter(({ isMainCard }) => !isMainCard).slice(MAX_CARDS - 2)) {
    await callApi(calls.cardUnbundling, { cardId: card.cardId }, callOptionsOf(session));
  }
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(CardListGate.open, { scope, params: {} });
  return { scope, session, backendCardNumbers };
}

const type = (scope: Scope, cardNo: string) => allSettled(bindCardForm.fieldChanged, { scope, params: { name: 'cardNo', value: cardNo } });

describe('bind-card', () => {
  it('binds a free card: the list shows it, the form empties and a success toast says so', async () => {
    const { scope, backendCardNumbers } = await cardScreen();
    const before = scope.getState($cards)!;
    expect(before.length).toBeLessThan(MAX_CARDS);
    const [free] = freeCardNumbers();

    await type(scope, ` ${free!} `);
    await allSettled(bindCardForm.submitted, { scope });

    expect(await backendCardNumbers()).toContain(free);
    expect(scope.getState($cards)!.map(({ cardNo }) => cardNo)).toEqual(await backendCardNumbers());
    expect(scope.getState($cards)).toHaveLength(before.length + 1);
    expect(scope.getState(bindCardForm.$fields)).toEqual({ cardNo: '' });
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'cards:bind.done' } })]);
  });

  it('offers the add-card box only below 3 cards', async () => {
    const { scope } = await cardScreen();
    const free = freeCardNumbers();
    const room = MAX_CARDS - scope.getState($cards)!.length;
    for (const cardNo of free.slice(0, room)) {
      expect(scope.getState($canBindCard)).toBe(true);
      expect(scope.getState($cardLimitReached)).toBe(false);
      await type(scope, cardNo);
      await allSettled(bindCardForm.submitted, { scope });
    }
    expect(scope.getState($cards)).toHaveLength(MAX_CARDS);
    expect(scope.getState($canBindCard)).toBe(false);
    expect(scope.getState($cardLimitReached)).toBe(true);
  });

  it('refuses a 4th card with the server message and keeps what was typed', async () => {
    const { scope, backendCardNumbers } = await cardScreen();
    const free = freeCardNumbers();
    const room = MAX_CARDS - (await backendCardNumbers()).length;
    for (const cardNo of free.splice(0, room)) {
      await type(scope, cardNo);
      await allSettled(bindCardForm.submitted, { scope });
    }
    const full = await backendCardNumbers();
    expect(full).toHaveLength(MAX_CARDS);
    await type(scope, free[0]!);
    await allSettled(bindCardForm.submitted, { scope });

    expect(await backendCardNumbers()).toEqual(full);
    expect(scope.getState(bindCardForm.$fields)).toEqual({ cardNo: free[0] });
    const warning = scope.getState($toasts).at(-1)!;
    expect(warning.tone).toBe('warning');
    expect(warning.message).toEqual({ text: expect.stringMatching(/\S/) });
  });

  it("refuses a card number the network never issued, in the server's words", async () => {
    const { scope, backendCardNumbers } = await cardScreen();
    const before = await backendCardNumbers();
    await type(scope, '0000000000000000');
    await allSettled(bindCardForm.submitted, { scope });

    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/\S/) } })]);
    expect(await backendCardNumbers()).toEqual(before);
    expect(scope.getState($cards)!.map(({ cardNo }) => cardNo)).toEqual(before);
  });

  it('asks for 16 digits before sending anything', async () => {
    const { scope } = await cardScreen();
    const calls = countRequests('/rpi/websitsMember/cardBundling');
    await type(scope, '12345');
    await allSettled(bindCardForm.submitted, { scope });
    expect(scope.getState(bindCardForm.$errors)).toEqual({ cardNo: 'cards:form.wrongFormat' });
    expect(calls.count).toBe(0);
  });

  it('sends one request for a double click', async () => {
    const { scope, backendCardNumbers } = await cardScreen();
    const before = await backendCardNumbers();
    const calls = countRequests('/rpi/websitsMember/cardBundling');
    await type(scope, freeCardNumbers()[0]!);
    await Promise.all([allSettled(bindCardForm.submitted, { scope }), allSettled(bindCardForm.submitted, { scope })]);
    expect(calls.count).toBe(1);
    expect(await backendCardNumbers()).toHaveLength(before.length + 1);
    // No "already bound" refusal from a second request.
    expect(scope.getState($toasts).filter(({ tone }) => tone === 'warning')).toEqual([]);
    expect(scope.getState(bindCardAction.$pending)).toBe(false);
  });

  it('refreshes the member cards on screen (carousel, My page) and drops the ones off screen', async () => {
    const { scope } = await cardScreen();
    const $onScreen = createStore(true);
    const $offScreen = createStore(false);
    const shown = createMemberCardsQuery('test.bind.shown', $onScreen);
    const hidden = createMemberCardsQuery('test.bind.hidden', $offScreen);
    await allSettled(shown.start, { scope });
    await allSettled(hidden.start, { scope });
    const before = scope.getState(shown.$data)!.length;
    expect(scope.getState(hidden.$data)).toHaveLength(before);

    const [free] = freeCardNumbers();
    await type(scope, free!);
    await allSettled(bindCardForm.submitted, { scope });

    expect(scope.getState(shown.$data)!.map(({ cardNo }) => cardNo)).toContain(free);
    expect(scope.getState(hidden.$data)).toBeNull();
  });
});
