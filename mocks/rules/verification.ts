import { CODE_RESEND_SECONDS, isChinaMobile, isValidEmail, toWirePhone } from '@/shared/api/wire';
import { MINUTE_MS } from './clock';

/** api-reference section 4: 6 digits, valid 10 minutes, single use, one send per address each 59 s. */
export const VERIFICATION = {
  codeLength: 6,
  validForMs: 10 * MINUTE_MS,
  resendAfterMs: CODE_RESEND_SECONDS * 1000,
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

export type SendDecision = { kind: 'send' } | { kind: 'too-soon'; waitSeconds: number };

/** Whether a new code may go to an address whose latest code left at `lastSentAt` (null: never). */
export function decideSend(lastSentAt: number | null, now: number): SendDecision {
  if (lastSentAt === null || now - lastSentAt >= VERIFICATION.resendAfterMs) return { kind: 'send' };
  return { kind: 'too-soon', waitSeconds: Math.ceil((lastSentAt + VERIFICATION.resendAfterMs - now) / 1000) };
}

export interface SentCode {
  code: string;
  sentAt: number;
  usedAt: number | null;
}

export type CodeCheck = { kind: 'valid' } | { kind: 'wrong' } | { kind: 'expired' };

/**
 * Checks a typed code against the codes sent to one address. Only the latest code counts (a
 * resend replaces the earlier one); it must match, be unused and younger than 10 minutes.
 * A used or replaced code reads as wrong: the answer never tells which codes exist.
 */
export function checkCode(sent: readonly SentCode[], typed: string, now: number): CodeCheck {
  const latest = [...sent].sort((a, b) => b.sentAt - a.sentAt)[0];
  if (!latest || latest.usedAt !== null || latest.code !== typed.trim()) return { kind: 'wrong' };
  if (now - latest.sentAt >= VERIFICATION.validForMs) return { kind: 'expired' };
  return { kind: 'valid' };
}
