import { countryList, login } from '@/shared/api/wire';
import { db } from '../db/collections';
import { decideLogin, recentFailures } from '../rules/login';
import { createSessionToken } from '../rules/sessions';
import { callHandler } from './call-handler';
import { ok, rejected } from './envelope';

async function recordFailure(account: string, now: number): Promise<void> {
  const failures = db.loginFailures.findMany((q) => q.where({ account }));
  const keep = new Set(recentFailures(failures.map((failure) => failure.at), now));
  db.loginFailures.deleteMany((q) => q.where({ account, at: (at) => !keep.has(at) }));
  await db.loginFailures.create({ account, at: now });
}

export const accountHandlers = [
  callHandler(login, async ({ params, now }) => {
    const member = db.members.findFirst((q) => q.where({ account: params.username }));
    const failureTimes = member
      ? db.loginFailures.findMany((q) => q.where({ account: member.account })).map((failure) => failure.at)
      : [];
    const decision = decideLogin({
      storedHash: member?.passwordHash ?? null,
      sentHash: params.password,
      failureTimes,
      now,
    });

    switch (decision.kind) {
      case 'unknown-account':
        return rejected('loginIncorrect');
      case 'locked':
        return rejected('accountLocked');
      case 'wrong-password':
        await recordFailure(member!.account, now);
        return rejected(decision.locksAccount ? 'accountLocked' : 'loginIncorrect');
      case 'success': {
        db.loginFailures.deleteMany((q) => q.where({ account: member!.account }));
        const token = createSessionToken();
        await db.sessions.create({ token, memberId: member!.memberId, createdAt: now, lastSeenAt: now });
        return ok({ username: member!.account, memberId: member!.memberId, mainCardId: member!.mainCardId, token });
      }
    }
  }),

  callHandler(countryList, () =>
    ok(
      db.countries
        .all()
        .map(({ countryId, countryName, countryCode }) => ({ countryId, countryName, countryCode })),
    ),
  ),
];
