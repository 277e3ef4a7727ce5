import { createStore, sample, type StoreWritable } from 'effector';
import { $authToken } from './model';

/** What member calls need of the session: its token and the ids the factory fills in. */
export interface MemberSession {
  token: string;
  memberId: number;
  /** The card the member is looking at: the main card after login, then the card switcher's choice. */
  cardId: number;
}

/** The ids of a member call's request that come from the session, never from a screen. */
export type MemberIdKey = 'memberId' | 'cardId';

/**
 * The logged-in member's session as the API layer sees it; null for a visitor. entities/session
 * is its only writer (login, restore, a card chosen, logout, code 198); the token every call
 * sends follows it.
 */
export const $memberSession = createStore<MemberSession | null>(null, { name: 'api.$memberSession' });
sample({ clock: $memberSession, fn: (session) => session?.token ?? null, target: $authToken });

/** Whether a member is logged in: member queries ask nothing of a visitor. */
export const $isMember = $memberSession.map(Boolean);

/*
 * Whose answers a member query may show. The token is part of it, so a new session is a new scope
 * even for the same member (code 198, then the same or another member logging in). A string: a
 * derived store updates only when the value changes, so the same ids written again change nothing.
 */
const scopeKey = (session: MemberSession | null, perCard: boolean): string | null =>
  session && `${session.token}|${session.memberId}${perCard ? `|${session.cardId}` : ''}`;

/** Another member, another session or a logout; choosing another card keeps it. */
export const $memberScope = $memberSession.map((session) => scopeKey(session, false));
/** As $memberScope, and another card too: calls that take `cardId` answer for one card. */
export const $cardScope = $memberSession.map((session) => scopeKey(session, true));

/**
 * A client store of the member's data (a kept answer, a list of requests sent, a choice): back to
 * `initial` when another member, another session or none takes over, so no screen shows one
 * member's data under another's session. The one way to keep member data outside a query
 * (docs/decisions/019-member-scope.md): never reset a store on the member id by hand.
 */
export const createMemberStore = <State>(initial: State, config: { name: string; serialize?: 'ignore' }): StoreWritable<State> =>
  createStore(initial, config).reset($memberScope.updates);
