import { db } from '../db/collections';

/**
 * Gives a member a new password (its hash), as updatePassword and the two recovery calls do: a new
 * password also ends the lockout count of the old one.
 */
export async function setPassword(memberId: number, passwordHash: string): Promise<void> {
  const member = await db.members.update((q) => q.where({ memberId }), {
    data(record) {
      record.passwordHash = passwordHash;
    },
  });
  if (member) db.loginFailures.deleteMany((q) => q.where({ account: member.account }));
}
