import { allSettled, createStore, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { countRequests, db, DEMO_MEMBER_ID } from '@mocks/node';
import { callApi, calls, type CardSummary, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { $cards, CardListGate, createMemberCardsQuery } from '@/entities/card';
import { $cardId, currentCardChosen, sessionStarted } from '@/entities/session';
import { $cardToUnbind, unbindAsked, unbindCancelled, unbindCardAction, unbindConfirmed } from './unbind-card';

async function cardScreen(): Promise<{ scope: Scope; session: LoginResult; backendCards: () => Promise<CardSummary[]>; other: CardSummary }> {
  const session = await logInAs();
  const backendCards = () => callApi(calls.cardList, { memberId: session.memberId }, callOptionsOf(session));
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(CardListGate.open, { scope, params: {} });
  const other = scope.getState($cards)!.find(({ isMainCard }) => !isMainCard);
  expect(other).toBeDefined();
  return { scope, session, backendCards, other: other! };
}

describe('unbind-card', () => {
  it('asks first, then deletes the card: gone from the list and the backend, with a success toast', async () => {
    const { scope, backendCards, other } = await cardScreen();
    const before = scope.getState($cards)!.length;

    await allSettled(unbindAsked, { scope, params: other });
    expect(scope.getState($cardToUnbind)).toEqual(other);
    await allSettled(unbindConfirmed, { scope });

    expect((await backendCards()).map(({ cardId }) => cardId)).not.toContain(other.cardId);
    expect(scope.getState($cards)).toHaveLength(before - 1);
    expect(scope.getState($cards)!.map(({ cardId }) => cardId)).not.toContain(other.cardId);
    expect(scope.getState($cardToUnbind)).toBeNull();
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'cards:unbind.done' } })]);
  });

  it('deletes nothing when the member cancels, and never asks about the main card', async () => {
    const { scope, backendCards, other } = await cardScreen();
    const requests = countRequests('/rpi/websitsMember/cardUnbundling');
    const before = await backendCards();

    await allSettled(unbindAsked, { scope, params: other });
    await allSettled(unbindCancelled, { scope });
    await allSettled(unbindConfirmed, { scope });
    await allSettled(unbindAsked, { scope, params: before.find(({ isMainCard }) => isMainCard)! });
    expect(scope.getState($cardToUnbind)).toBeNull();

    expect(requests.count).toBe(0);
    expect(await backendCards()).toEqual(before);
  });

  it('moves My page to the main card when the card it showed is deleted', async () => {
    const { scope, session, other } = await cardScreen();
    await allSettled(currentCardChosen, { scope, params: other.cardId });
    expect(scope.getState($cardId)).toBe(other.cardId);

    await allSettled(unbindAsked, { scope, params: other });
    await allSettled(unbindConfirmed, { scope });
    expect(scope.getState($cardId)).toBe(session.mainCardId);
  });

  it("shows the server's refusal, closes the question and keeps the list", async () => {
    const { scope, backendCards, other } = await cardScreen();
    const before = await backendCards();
    const foreign = db.cards.all().find((card) => card.memberId !== DEMO_MEMBER_ID && !card.isMainCard)!;

    await allSettled(unbindAsked, { scope, params: { ...other, cardId: foreign.cardId } });
    await allSettled(unbindConfirmed, { scope });

    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/\S/) } })]);
    expect(scope.getState($cardToUnbind)).toBeNull();
    expect(await backendCards()).toEqual(before);
    expect(scope.getState($cards)).toEqual(before);
    expect(db.cards.findFirst((q) => q.where({ cardId: foreign.cardId }))).toBeDefined();
  });

  it('sends one request for a double click on Delete', async () => {
    const { scope, other } = await cardScreen();
    const requests = countRequests('/rpi/websitsMember/cardUnbundling');
    await allSettled(unbindAsked, { scope, params: other });
    await Promise.all([allSettled(unbindConfirmed, { scope }), allSettled(unbindConfirmed, { scope })]);
    expect(requests.count).toBe(1);
    expect(scope.getState($toasts).filter(({ tone }) => tone === 'warning')).toEqual([]);
    expect(scope.getState(unbindCardAction.$pending)).toBe(false);
  });

  it('refreshes the member cards on screen', async () => {
    const { scope, other } = await cardScreen();
    const shown = createMemberCardsQuery('test.unbind.shown', createStore(true));
    await allSettled(shown.start, { scope });
    expect(scope.getState(shown.$data)!.map(({ cardId }) => cardId)).toContain(other.cardId);

    await allSettled(unbindAsked, { scope, params: other });
    await allSettled(unbindConfirmed, { scope });
    expect(scope.getState(shown.$data)!.map(({ cardId }) => cardId)).not.toContain(other.cardId);
  });
});
