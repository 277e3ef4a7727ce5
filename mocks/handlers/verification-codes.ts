import { db } from '../db/collections';
import { nextRecordId, outboxRecord } from '../db/factories';
import type { MemberRecord, OutboxRecord } from '../db/schemas';
import { allow, type Decision } from '../rules/decision';
import { localise, type Language } from '../rules/messages';
import { checkCode, decideCodeSend, generateCode, latestCode, normaliseAddress, type Channel } from '../rules/verification';
import { ok, refused, rejected, type CallReply } from './envelope';

/*
 * Verification codes as registration, recovery and the account settings use them: sending a code
 * to an address (the fake backend's outbox) and checking the codes a request types in.
 */

const randomUnit = (): number => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

const codesSentTo = (to: string) => db.outbox.findMany((q) => q.where({ to, kind: 'code' }));

/**
 * Messages the outbox keeps: a client that asks for codes all day must not grow it without end.
 * Far more than the codes alive at once (one per address each 59 s, valid 10 minutes).
 */
export const OUTBOX_LIMIT = 500;

/** "Sends" a message: into the outbox, and to the developer's console. */
export async function deliver(message: Omit<OutboxRecord, 'id' | 'usedAt' | 'wrongTries'>): Promise<void> {
  const sent = db.outbox.all();
  const ids = sent.map((entry) => entry.id);
  await db.outbox.create(outboxRecord({ ...message, id: nextRecordId(sent) }));
  if (ids.length >= OUTBOX_LIMIT) {
    const oldestKept = [...ids].sort((a, b) => b - a)[OUTBOX_LIMIT - 2]!;
    db.outbox.deleteMany((q) => q.where({ id: (id) => id < oldestKept }));
  }
  // The developer's view of the "sent" message; the page never shows it.
  console.info(`[fake backend] ${message.channel === 'email' ? 'email' : 'SMS'} to ${message.to}: ${message.text}`);
}

/** sendEmail / sendSMS: a new 6-digit code to an address, at most one each 59 seconds. */
export async function sendCode(channel: Channel, raw: string, language: Language, now: number): Promise<CallReply<null>> {
  const to = normaliseAddress(channel, raw);
  if (!to) return rejected('wrongFormat');
  const last = codesSentTo(to).reduce<number | null>((latest, entry) => Math.max(latest ?? 0, entry.sentAt), null);
  const decision = decideCodeSend(last, now);
  if (!decision.ok) return refused(decision);
  const code = generateCode(randomUnit);
  await deliver({ channel, to, kind: 'code', code, account: '', text: localise(language, 'codeMessage', { code }), sentAt: now });
  return ok(null);
}

/**
 * Checks the codes typed for some addresses (canonical form) and, only when every one is right,
 * uses them all up: a request that needs two codes never spends one of them and then fails on the
 * other. A wrong code counts as a wrong try of that address's latest code.
 */
export async function useCodes(typed: readonly { to: string; code: string }[], now: number): Promise<Decision> {
  const passed: number[] = [];
  for (const { to, code } of typed) {
    const sent = codesSentTo(to);
    const latest = latestCode(sent);
    const check = checkCode(sent, code, now);
    if (!check.ok) {
      const wrongTries = check.wrongTries;
      if (latest && wrongTries != null) {
        await db.outbox.update((q) => q.where({ id: latest.id }), {
          data(entry) {
            entry.wrongTries = wrongTries;
          },
        });
      }
      return check;
    }
    passed.push(latest!.id);
  }
  for (const id of passed) {
    await db.outbox.update((q) => q.where({ id }), {
      data(entry) {
        entry.usedAt = now;
      },
    });
  }
  return allow;
}

/** Checks and, when valid, uses up the code sent to `to`. */
export const useCode = (to: string, typed: string, now: number): Promise<Decision> => useCodes([{ to, code: typed }], now);

/** The member who uses an address (canonical form): one member per address. */
export const memberWith = (channel: Channel, to: string): MemberRecord | undefined =>
  db.members
    .all()
    .find((member) =>
      channel === 'email' ? member.email.toLowerCase() === to : normaliseAddress('sms', member.phone) === to,
    );
