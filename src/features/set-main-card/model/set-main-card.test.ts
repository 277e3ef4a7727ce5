import { allSettled, createStore, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { countRequests, db, DEMO_MEMBER_ID } from '@mocks/node';
import { callApi, calls, type CardSummary, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { $cards, CardListGate, createMemberCardsQuery } from '@/entities/card';
import { $cardId, sessionStarted } from '@/entities/session';
import { mainCardChosen, setMainCardAction } from './set-main-card';

/** The card settings screen open for the demo member (who has a card besides the main one). */
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

describe('set-main-card', () => {
  it('makes the card main, lists it first and shows it on My page', async () => {
    const { scope, session, backendCards, other } = await cardScreen();
    expect(scope.getState($cardId)).toBe(session.mainCardId);

    await allSettled(mainCardChosen, { scope, params: other });

    const backend = await backendCards();
    expect(backend.find(({ isMainCard }) => isMainCard)?.cardId).toBe(other.cardId);
    expect(scope.getState($cards)![0]).toMatchObject({ cardId: other.cardId, isMainCard: true });
    expect(scope.getState($cards)!.filter(({ isMainCard }) => isMainCard)).toHaveLength(1);
    // The current card (My page and every card query) follows the new main card.
    expect(scope.getState($cardId)).toBe(other.cardId);
    expect(sessionStorage.getItem('cardId')).toBe(String(other.cardId));
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'cards:main.done' } })]);
  });

  it('refreshes the member cards on screen: the new main card comes first', async () => {
    const { scope, other } = await cardScreen();
    const shown = createMemberCardsQuery('test.setMain.shown', createStore(true));
    await allSettled(shown.start, { scope });
    expect(scope.getState(shown.$data)![0]!.cardId).not.toBe(other.cardId);

    await allSettled(mainCardChosen, { scope, params: other });
    expect(scope.getState(shown.$data)![0]!.cardId).toBe(other.cardId);
  });

  it("shows the server's refusal and changes nothing", async () => {
    const { scope, session, backendCards } = await cardScreen();
    const before = await backendCards();
    // Someone else's card: the backend answers "not your card".
    const foreign = db.cards.all().find((card) => card.memberId !== DEMO_MEMBER_ID)!;
    await allSettled(mainCardChosen, { scope, params: { ...before[1]!, cardId: foreign.cardId } });

    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/\S/) } })]);
    expect(await backendCards()).toEqual(before);
    expect(scope.getState($cardId)).toBe(session.mainCardId);
  });

  it('sends one request for a double click, and none for the main card', async () => {
    const { scope, other } = await cardScreen();
    const requests = countRequests('/rpi/websitsMember/masterCard');
    await allSettled(mainCardChosen, { scope, params: scope.getState($cards)![0]! });
    expect(requests.count).toBe(0);

    await Promise.all([allSettled(mainCardChosen, { scope, params: other }), allSettled(mainCardChosen, { scope, params: other })]);
    expect(requests.count).toBe(1);
    expect(scope.getState(setMainCardAction.$pending)).toBe(false);
  });
});
