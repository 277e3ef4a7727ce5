import { db, sessions } from '../db/collections';

/**
 * Gives a member a new password (its hash), as updatePassword and the two recovery calls do: a new
 * password also ends the lockout count of the old one, and every session of the member but
 * `keepSession` (api-reference section 4): whoever logged in with the old password, or holds a
 * token stolen with it, is out. A change keeps the session that made it; a reset keeps none.
 */
export async function setPassword(memberId: number, passwordHash: string, { keepSession }: { keepSession?: string } = {}): Promise<void> {
  const member = await db.members.update((q) => q.where({ memberId }), {
    data(record) {
      record.passwordHash = passwordHash;
    },
  });
  if (!member) return;
  db.loginFailures.deleteMany((q) => q.where({ account: member.account }));
  sessions.endSessionsOf(memberId, keepSession === undefined ? {} : { except: keepSession });
}
