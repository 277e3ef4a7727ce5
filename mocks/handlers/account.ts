import { countryList, login } from '@/shared/api/wire';
import { backend } from '../backend';
import { db, sessions } from '../db/collections';
import { loginFailureRecord } from '../db/factories';
import { decideLogin, recentFailures } from '../rules/login';
import { callHandler } from './call-handler';
import { ok, refused } from './envelope';
import { memberByAccount } from './lookups';

async function recordFailure(account: string, now: number): Promise<void> {
  const failures = db.loginFailures.findMany((q) => q.where({ account }));
  const keep = new Set(recentFailures(failures.map((failure) => failure.at), now));
  db.loginFailures.deleteMany((q) => q.where({ account, at: (at) => !keep.has(at) }));
  await db.loginFailures.create(loginFailureRecord(account, now));
}

export const accountHandlers = [
  callHandler(login, async ({ params, now }) => {
    const member = memberByAccount(params.username);
    const failureTimes = member
      ? db.loginFailures.findMany((q) => q.where({ account: member.account })).map((failure) => failure.at)
      : [];
    const decision = decideLogin({
      storedHash: member?.passwordHash ?? null,
      sentHash: params.password,
      failureTimes,
      now,
    });

    if (!decision.ok) {
      if (decision.recordsFailure) await recordFailure(member!.account, now);
      return refused(decision);
    }
    if (failureTimes.length > 0) db.loginFailures.deleteMany((q) => q.where({ account: member!.account }));
    // Logins are the only way sessions pile up: expired ones go here, and a member's 11th
    // session ends their oldest, so the store stays bounded however often clients log in.
    sessions.sweep(now, backend.scenario.sessionIdleLimitMs);
    const { token } = sessions.open(member!.memberId, now);
    return ok({ username: member!.account, memberId: member!.memberId, mainCardId: member!.mainCardId, token });
  }),

  callHandler(countryList, () =>
    ok(
      db.countries
        .all()
        .map(({ countryId, countryName, countryCode }) => ({ countryId, countryName, countryCode })),
    ),
  ),
];
