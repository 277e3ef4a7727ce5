import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $memberSession, callApi, calls } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $cardId, currentCardChosen, readStoredSession, sessionStarted } from './session';

describe('the current card', () => {
  it('follows the card the member chooses, for member queries and after a reload', async () => {
    const login = await logInAs();
    const cards = await callApi(calls.memberCardAll, { memberId: login.memberId }, callOptionsOf(login));
    const other = cards.find((card) => card.cardId !== login.mainCardId)!.cardId;
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: login });
    expect(scope.getState($memberSession)).toEqual({ token: login.token, memberId: login.memberId, cardId: login.mainCardId });

    await allSettled(currentCardChosen, { scope, params: other });
    expect(scope.getState($cardId)).toBe(other);
    expect(scope.getState($memberSession)).toEqual({ token: login.token, memberId: login.memberId, cardId: other });
    expect(readStoredSession()).toEqual({ token: login.token, memberId: login.memberId, cardId: other, username: login.username });
  });

  it('means nothing without a session', async () => {
    const scope = fork();
    await allSettled(currentCardChosen, { scope, params: 30001 });
    expect(scope.getState($cardId)).toBeNull();
    expect(scope.getState($memberSession)).toBeNull();
  });
});
