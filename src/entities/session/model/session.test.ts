import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $memberIds } from '@/shared/api';
import { $cardId, currentCardChosen, readStoredSession, sessionStarted } from './session';

const login = { username: 'demo', memberId: 10001, mainCardId: 20001, token: 'abc' };

describe('the current card', () => {
  it('follows the card the member chooses, for member queries and after a reload', async () => {
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: login });
    expect(scope.getState($memberIds)).toEqual({ memberId: 10001, cardId: 20001 });

    await allSettled(currentCardChosen, { scope, params: 30001 });
    expect(scope.getState($cardId)).toBe(30001);
    expect(scope.getState($memberIds)).toEqual({ memberId: 10001, cardId: 30001 });
    expect(readStoredSession()).toEqual({ token: 'abc', memberId: 10001, cardId: 30001, username: 'demo' });
  });

  it('means nothing without a session', async () => {
    const scope = fork();
    await allSettled(currentCardChosen, { scope, params: 30001 });
    expect(scope.getState($cardId)).toBeNull();
    expect(scope.getState($memberIds)).toBeNull();
  });
});
