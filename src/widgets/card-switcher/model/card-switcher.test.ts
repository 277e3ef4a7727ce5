import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { callApi, calls } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $cardId, currentCardChosen, sessionEnded, sessionStarted } from '@/entities/session';
import { $currentCardId, $switcherCards, cardPicked, CardSwitcherGate } from './card-switcher';

describe('card switcher model', () => {
  it("lists the member's cards, main card first, and makes the picked one current everywhere", async () => {
    const session = await logInAs();
    const cards = await callApi(calls.memberCardAll, { memberId: session.memberId }, callOptionsOf(session));
    expect(cards.length).toBeGreaterThan(1);
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    await allSettled(CardSwitcherGate.open, { scope, params: {} });
    expect(scope.getState($switcherCards)).toEqual(cards);
    expect(scope.getState($currentCardId)).toBe(session.mainCardId);

    await allSettled(cardPicked, { scope, params: cards[1]!.cardId });
    expect(scope.getState($cardId)).toBe(cards[1]!.cardId);
    // The chips stay while the card list is asked again for the new card.
    expect(scope.getState($switcherCards)).toEqual(cards);
    expect(sessionStorage.getItem('cardId')).toBe(String(cards[1]!.cardId));
  });

  it('shows the main card when the current card is no longer one of the member’s', async () => {
    const session = await logInAs();
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    await allSettled(currentCardChosen, { scope, params: 999_999 });
    await allSettled(CardSwitcherGate.open, { scope, params: {} });
    expect(scope.getState($cardId)).toBe(session.mainCardId);
  });

  it('forgets the cards when the session ends', async () => {
    const session = await logInAs();
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    await allSettled(CardSwitcherGate.open, { scope, params: {} });
    expect(scope.getState($switcherCards).length).toBeGreaterThan(0);
    await allSettled(sessionEnded, { scope });
    expect(scope.getState($switcherCards)).toEqual([]);
  });
});
