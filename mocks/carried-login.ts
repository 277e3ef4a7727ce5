import * as z from 'zod/mini';
import { backend } from './backend';
import { db, sessions } from './db/collections';
import { decideCarriedLogin } from './rules/carried-login';
import type { Decision } from './rules/decision';

const carriedSchema = z.object({ token: z.string().check(z.minLength(1)), memberId: z.number(), account: z.string() });

const memberById = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }));

/**
 * The dev toolbar is about to reset the data or switch scenario (the page reloads on other data):
 * what the tab notes of its login (`token`, the portal's), when that token is live in the data it
 * leaves, for `carryLogin`; null when there is nothing to carry.
 */
export function loginToCarry(token: string | null): string | null {
  const session = token ? sessions.findActive(token, backend.clock.now(), backend.scenario.sessionIdleLimitMs) : undefined;
  const member = session && memberById(session.memberId);
  if (!session || !member) return null;
  return JSON.stringify({ token: session.token, memberId: member.memberId, account: member.account });
}

/**
 * Once the next data is loaded: opens the noted login (`loginToCarry`'s text) in it under the same
 * token, so the tab stays logged in, when decideCarriedLogin allows; its refusal says why not. Null
 * when nothing (or nothing readable) was noted.
 */
export function carryLogin(noted: string | null): Decision | null {
  if (!noted) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(noted);
  } catch {
    return null;
  }
  const carried = carriedSchema.safeParse(parsed);
  if (!carried.success) return null;
  const { token, memberId, account } = carried.data;
  const now = backend.clock.now();
  const idleLimitMs = backend.scenario.sessionIdleLimitMs;
  const decision = decideCarriedLogin({ account, memberExists: memberById(memberId)?.account === account, idleLimitMs });
  if (decision.ok && !sessions.findActive(token, now, idleLimitMs)) sessions.open(memberId, now, token);
  return decision;
}
