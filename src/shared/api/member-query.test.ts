import { allSettled, createStore, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN, DEMO_MEMBER_ID } from '@mocks/node';
import { callApi, calls, hashPassword } from './index';
import { $authToken } from './model';
import { $memberIds, createMemberQuery } from './member-query';

const $active = createStore(false);
const { query, refresh } = createMemberQuery({
  definition: calls.memberCardAll,
  name: 'test.memberQuery.cards',
  params: ({ memberId }) => ({ memberId }),
  active: $active,
});

/** What entities/session does at login: the token, then the ids. */
async function logIn(scope: Scope, memberId?: number): Promise<void> {
  const session = await callApi(
    calls.login,
    { username: DEMO_LOGIN.account, password: hashPassword(DEMO_LOGIN.password) },
    { origin: '', token: null, language: 'en' },
  );
  await allSettled($authToken, { scope, params: session.token });
  await allSettled($memberIds, { scope, params: { memberId: memberId ?? session.memberId, cardId: session.mainCardId } });
}

describe('createMemberQuery', () => {
  it('asks nothing of a visitor', async () => {
    const scope = fork();
    await allSettled(refresh, { scope });
    expect(scope.getState(query.$status)).toBe('initial');
  });

  it("takes the member's ids from the session", async () => {
    const scope = fork();
    await logIn(scope);
    await allSettled(refresh, { scope });
    expect(scope.getState(query.$data)).toHaveLength(2);
  });

  it('drops the answer when the member changes or logs out, and asks again while active', async () => {
    const scope = fork({ values: [[$active, true]] });
    await logIn(scope);
    expect(scope.getState(query.$data)).toHaveLength(2);
    // Another member id under the same token: the backend refuses it, and the old cards are gone.
    await logIn(scope, DEMO_MEMBER_ID + 1);
    expect(scope.getState(query.$data)).toBeNull();
    expect(scope.getState(query.$failed)).toBe(true);
    await allSettled($memberIds, { scope, params: null });
    expect(scope.getState(query.$status)).toBe('initial');
  });
});
