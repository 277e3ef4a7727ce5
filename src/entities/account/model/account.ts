import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { calls, createMemberQuery } from '@/shared/api';

/**
 * The header's member badge: open while it shows (the whole of a member's visit). While open, the
 * account follows the session by itself (another member, another login), and opening it asks once.
 * Screens that edit the account ask with `accountRefreshRequested` when they open.
 */
export const AccountBadgeGate = createGate('account-badge');

/** The logged-in member's account information (getAccountInfo); mutations of it refresh it. */
export const accountQuery = createMemberQuery(calls.getAccountInfo, { name: 'account.info', active: AccountBadgeGate.status });
/** Ask the backend again for the account (a screen opened, a retry). */
export const accountRefreshRequested = accountQuery.start;

export const $account = accountQuery.$data;

/** What the header shows of the member; null until the account has arrived. */
export const $accountBadge = $account.map((info) => (info ? { nickname: info.nickname, portrait: info.portrait } : null));

sample({ clock: AccountBadgeGate.open, target: accountQuery.start });

/**
 * A screen needs the account and takes it as already loaded (the header's badge asks for it on
 * every member visit): asked only when there is none (not asked yet, or failed).
 */
export const accountWanted = createEvent();
sample({
  clock: accountWanted,
  source: { data: accountQuery.$data, pending: accountQuery.$pending },
  filter: ({ data, pending }) => data === null && !pending,
  fn: () => undefined,
  target: accountQuery.start,
});
