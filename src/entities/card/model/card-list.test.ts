import { allSettled, fork } from 'effector';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { $memberSession, callApi, calls, MAX_CARDS } from '@/shared/api';
import { logInAs, memberSessionOf, startMemberSession as startSession } from '@/shared/testing';
import { $canBindCard, $cardLimitReached, $cards, $cardsFailed, $cardsLoading, $mainCard, CardListGate, cardListRefreshed } from './card-list';

async function openList() {
  const session = await logInAs();
  const scope = fork();
  await startSession(scope, session);
  await allSettled(CardListGate.open, { scope, params: {} });
  const backend = await callApi(calls.cardList, { memberId: session.memberId }, { origin: '', token: session.token, language: 'en' });
  return { scope, session, backend };
}

describe('the card list of the card settings', () => {
  it("shows the member's cards from the backend, main card first, with room for more", async () => {
    const { scope, backend } = await openList();
    expect(scope.getState($cards)).toEqual(backend);
    expect(scope.getState($mainCard)).toEqual(backend[0]);
    expect(backend[0]!.isMainCard).toBe(true);
    expect(scope.getState($cardsLoading)).toBe(false);
    expect(scope.getState($canBindCard)).toBe(backend.length < MAX_CARDS);
    expect(scope.getState($cardLimitReached)).toBe(backend.length >= MAX_CARDS);
  });

  it('is loading before the first answer and failed when it cannot be read', async () => {
    const session = await logInAs();
    const scope = fork();
    await startSession(scope, session);
    expect(scope.getState($cardsLoading)).toBe(true);
    expect(scope.getState($canBindCard)).toBe(false);
    expect(scope.getState($cardLimitReached)).toBe(false);

    server.use(http.post('*/rpi/websitsMember/cardList', () => Response.error(), { once: true }));
    await allSettled(CardListGate.open, { scope, params: {} });
    expect(scope.getState($cardsFailed)).toBe(true);
    expect(scope.getState($cardsLoading)).toBe(false);
  });

  it('keeps showing the cards while they are read again, and when another card is chosen', async () => {
    const { scope, session, backend } = await openList();
    server.use(
      http.post('*/rpi/websitsMember/cardList', async () => {
        await delay(50);
      }),
    );
    const refreshing = allSettled(cardListRefreshed, { scope });
    expect(scope.getState($cards)).toEqual(backend);
    expect(scope.getState($cardsLoading)).toBe(false);
    await refreshing;

    // Another current card restarts the member queries; the list is the member's and stays.
    const choosing = allSettled($memberSession, { scope, params: { ...memberSessionOf(session), cardId: backend[1]!.cardId } });
    expect(scope.getState($cards)).toEqual(backend);
    await choosing;
    expect(scope.getState($cards)).toEqual(backend);
  });

  it('forgets the cards when the session ends', async () => {
    const { scope } = await openList();
    await allSettled($memberSession, { scope, params: null });
    expect(scope.getState($cards)).toBeNull();
  });
});
