import { createEffect, createEvent, createStore, sample } from 'effector';
import { $memberSession, type LoginResult } from '@/shared/api';
import { readStored, writeStored } from '@/shared/lib';

/** What the portal remembers of a logged-in member (spec section 3, "Session values kept"). */
export interface Session {
  token: string;
  memberId: number;
  cardId: number;
  username: string;
}

/** Session storage keys, one per value, as the old site kept them. */
const keys = { token: 'token', memberId: 'memberId', cardId: 'cardId', username: 'username' } as const;

export const readStoredSession = (): Session | null => {
  const token = readStored('session', keys.token);
  const memberId = Number(readStored('session', keys.memberId));
  const cardId = Number(readStored('session', keys.cardId));
  const username = readStored('session', keys.username);
  if (!token || !username || !Number.isFinite(memberId) || !Number.isFinite(cardId)) return null;
  return { token, memberId, cardId, username };
};

const writeStoredSession = (session: Session | null): void => {
  writeStored('session', keys.token, session?.token ?? null);
  writeStored('session', keys.memberId, session ? String(session.memberId) : null);
  writeStored('session', keys.cardId, session ? String(session.cardId) : null);
  writeStored('session', keys.username, session?.username ?? null);
};

export const sessionStarted = createEvent<LoginResult>();
export const sessionEnded = createEvent();
export const sessionRestoreRequested = createEvent();
/**
 * The member looks at another of their cards (the card switcher, a new main card): member
 * queries of the current card follow it, and a reload keeps it (session storage).
 */
export const currentCardChosen = createEvent<number>();

export const $session = createStore<Session | null>(null);
export const $isLoggedIn = $session.map(Boolean);

export const $memberId = $session.map((session) => session?.memberId ?? null);
export const $cardId = $session.map((session) => session?.cardId ?? null);
const restoreSessionFx = createEffect(readStoredSession);
const persistSessionFx = createEffect(writeStoredSession);

sample({ clock: sessionRestoreRequested, target: restoreSessionFx });
sample({ clock: restoreSessionFx.doneData, target: $session });
sample({
  clock: sessionStarted,
  fn: ({ token, memberId, mainCardId, username }): Session => ({ token, memberId, cardId: mainCardId, username }),
  target: $session,
});
sample({ clock: sessionEnded, fn: () => null, target: $session });
sample({
  clock: currentCardChosen,
  source: $session,
  filter: (session, cardId) => session !== null && session.cardId !== cardId,
  fn: (session, cardId) => ({ ...session!, cardId }),
  target: $session,
});
sample({ clock: $session.updates, target: persistSessionFx });
// The API layer's view of the session: the token every call sends, the ids member queries fill
// in, and the scope their answers belong to (createMemberQuery, createMemberStore).
sample({
  clock: $session,
  fn: (session) => (session ? { token: session.token, memberId: session.memberId, cardId: session.cardId } : null),
  target: $memberSession,
});
