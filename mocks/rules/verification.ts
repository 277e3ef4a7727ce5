import { CODE_RESEND_SECONDS, isChinaMobile, isValidEmail, toWirePhone } from '@/shared/api/wire';
import { MINUTE_MS } from './clock';
import { allow, refuse, type Decision } from './decision';

/**
 * api-reference section 4: 6 digits, valid 10 minutes, single use, one send per address each 59 s;
 * and at most 5 wrong tries per sent code, so a code cannot be guessed by trying them all.
 */
export const VERIFICATION = {
  codeLength: 6,
  validForMs: 10 * MINUTE_MS,
  resendAfterMs: CODE_RESEND_SECONDS * 1000,
  maxWrongTries: 5,
} as const;

export type Channel = 'email' | 'sms';

/**
 * The address a code or message goes to, in one canonical form per channel (emails lower-case,
 * phones "+86-1XXXXXXXXXX"), or null when the text has the wrong format.
 */
export function normaliseAddress(channel: Channel, raw: string): string | null {
  const text = raw.trim();
  if (channel === 'email') return isValidEmail(text) ? text.toLowerCase() : null;
  return isChinaMobile(text) ? toWirePhone(text) : null;
}

/** An identification that is either an email or a phone: its channel and canonical address. */
export function identify(raw: string): { channel: Channel; address: string } | null {
  const channel: Channel = raw.includes('@') ? 'email' : 'sms';
  const address = normaliseAddress(channel, raw);
  return address ? { channel, address } : null;
}

/** A 6-digit code from a random source in [0, 1) (crypto in the handlers, fixed in tests). */
export function generateCode(random: () => number): string {
  return String(Math.floor(random() * 10 ** VERIFICATION.codeLength)).padStart(VERIFICATION.codeLength, '0');
}

/** Whether a new code may go to an address whose latest code left at `lastSentAt` (null: never); refused with the seconds to wait. */
export function decideCodeSend(lastSentAt: number | null, now: number): Decision {
  if (lastSentAt === null || now - lastSentAt >= VERIFICATION.resendAfterMs) return allow;
  return refuse('codeTooSoon', { seconds: Math.ceil((lastSentAt + VERIFICATION.resendAfterMs - now) / 1000) });
}

export interface SentCode {
  code: string;
  sentAt: number;
  usedAt: number | null;
  /** Wrong codes typed against this one so far (0 when absent). */
  wrongTries?: number;
}

/**
 * A typed code's check. Refused `codeWrong` for no live code or a wrong one, `codeUsedUp` once the
 * latest code has had its 5 wrong tries (this one or earlier: a new code must be requested), or
 * `codeExpired`. `wrongTries` is the latest code's count including this try, for the caller to
 * keep; null (or absent) when there is no live code to count against.
 */
export type CodeCheck = Decision<object, { wrongTries?: number | null }>;

/** The code that counts for an address: the latest one sent (a resend replaces the earlier one). */
export function latestCode<Code extends SentCode>(sent: readonly Code[]): Code | undefined {
  return sent.reduce<Code | undefined>((latest, code) => (latest === undefined || code.sentAt > latest.sentAt ? code : latest), undefined);
}

/**
 * Checks a typed code against the codes sent to one address. Only the latest code counts; it
 * must match, be unused, younger than 10 minutes and have had fewer than 5 wrong tries.
 * A used or replaced code reads as wrong: the answer never tells which codes exist. The 5th
 * wrong try uses the code up; from then on even the right code is refused until a new one is sent.
 */
export function checkCode(sent: readonly SentCode[], typed: string, now: number): CodeCheck {
  const latest = latestCode(sent);
  if (!latest || latest.usedAt !== null) return { ...refuse('codeWrong'), wrongTries: null };
  const tries = latest.wrongTries ?? 0;
  if (tries >= VERIFICATION.maxWrongTries) return { ...refuse('codeUsedUp'), wrongTries: tries };
  if (latest.code !== typed.trim()) {
    const wrongTries = tries + 1;
    return { ...refuse(wrongTries >= VERIFICATION.maxWrongTries ? 'codeUsedUp' : 'codeWrong'), wrongTries };
  }
  if (now - latest.sentAt >= VERIFICATION.validForMs) return refuse('codeExpired');
  return allow;
}
