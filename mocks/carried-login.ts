import * as z from 'zod/mini';
import { backend } from './backend';
import { db, sessions } from './db/collections';
import { decideCarriedLogin } from './rules/carried-login';
import type { Decision } from './rules/decision';

/** Where the tab notes its login between leaving one data and loading the next (its session storage). */
const CARRIED_KEY = 'fake-backend:carried-login';
/** The portal keeps its token in the tab's session storage under this key (spec: "Session values kept"). */
const PORTAL_TOKEN_KEY = 'token';

const carriedSchema = z.object({ token: z.string().check(z.minLength(1)), memberId: z.number(), account: z.string() });

/** The part of the tab's session storage used here. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memberById = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }));

/**
 * The dev toolbar is about to reset the data or switch scenario (the page reloads on other data):
 * notes the tab's login, when its token is live in the data it leaves, for carryTabLogin.
 */
export function rememberTabLogin(storage: TabStorage): void {
  const token = storage.getItem(PORTAL_TOKEN_KEY);
  const session = token ? sessions.findActive(token, backend.clock.now(), backend.scenario.sessionIdleLimitMs) : undefined;
  const member = session && memberById(session.memberId);
  if (!session || !member) {
    storage.removeItem(CARRIED_KEY);
    return;
  }
  storage.setItem(CARRIED_KEY, JSON.stringify({ token: session.token, memberId: member.memberId, account: member.account }));
}

/**
 * Once the next data is loaded: opens the noted login in it under the same token, so the tab stays
 * logged in, when decideCarriedLogin allows; its refusal says why not. Null when nothing was noted.
 */
export function carryTabLogin(storage: TabStorage): Decision | null {
  const text = storage.getItem(CARRIED_KEY);
  storage.removeItem(CARRIED_KEY);
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
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
