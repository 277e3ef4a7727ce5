import { describe, expect, it } from 'vitest';
import { decideCarriedLogin } from './carried-login';
import { SESSION_IDLE_LIMIT_MS } from './sessions';

describe('decideCarriedLogin', () => {
  it('keeps the login of a member the new data has, in a scenario whose sessions last', () => {
    expect(decideCarriedLogin({ account: 'demo', memberExists: true, idleLimitMs: SESSION_IDLE_LIMIT_MS })).toEqual({ ok: true });
  });

  it('drops the login of a member the new data does not have, naming the account', () => {
    expect(decideCarriedLogin({ account: 'keptdarter', memberExists: false, idleLimitMs: SESSION_IDLE_LIMIT_MS })).toEqual({
      ok: false,
      message: 'loginNotKeptMemberGone',
      params: { account: 'keptdarter' },
    });
  });

  it('drops every login on the way into a scenario that expires every session', () => {
    expect(decideCarriedLogin({ account: 'demo', memberExists: true, idleLimitMs: 0 })).toEqual({ ok: false, message: 'loginNotKeptSessionsExpire' });
  });
});
