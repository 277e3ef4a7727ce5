/**
 * How a page and the demo's service worker (fake-backend-worker.ts), which runs the fake backend,
 * talk: calls to the worker's endpoints under the base path (`MOCK_PATHS` tab, toolbar,
 * carried-login and reset: ../mock-paths.ts) and messages.
 */
import type { OutboxRecord } from '../db/schemas';
import type { Texts } from '../rules/messages';
import type { ScenarioChoice } from '../scenarios/choose-scenario';

/** What a tab runs: its scenario and seed, and the latency and faults it asked for (`?faults=`'s text, '' for none). */
export interface TabChoice extends ScenarioChoice {
  faults: string;
}

export interface TabStart extends TabChoice {
  /** What the tab noted of its login before it left other data (carried-login.ts), or null. */
  carried: string | null;
  /** The address's `?faults=` as written, null without one; `faults` is what the tab kept. The worker decides (choose-faults.ts). */
  faultsAsked: string | null;
}

export interface TabStarted {
  origin: 'restored' | 'seeded' | 'seeded, not kept';
  description: string;
  /** Why the tab's login did not follow it into this data, in each language; null when it did or there was none. */
  notice: Texts | null;
  /** The tab's fault rules as the worker applies them, in the text form, and why the address's could not be read. */
  faults: string;
  faultsWarning: string | null;
}

export interface FreeCard {
  cardNo: string;
  cardType: number;
}

export interface DemoAccount {
  account: string;
  nickname: string;
}

/** What the dev toolbar shows of the data, read again after every answered call. */
export interface ToolbarData {
  /** What the fake backend has "sent" (verification codes, recovered account names), any order. */
  messages: readonly OutboxRecord[];
  /** Card numbers free to bind now, in the order to show them (bound ones are gone). */
  freeCards: readonly FreeCard[];
  /** The demo member's friends of the same country, with the password they share: for trying gifts. */
  friendAccounts: readonly DemoAccount[];
}

/** Messages the worker posts to its pages. */
export const WORKER_MESSAGES = {
  /** A call was answered, or the data was replaced: what shows the data (the toolbar) reads it again. */
  changed: 'fake-backend:changed',
  /** The worker (restarted by the browser) asks a page for its `TabChoice`, answered on the message's port. */
  whichChoice: 'fake-backend:which-choice',
  /** A page asks the worker to take control of it (a page loaded with a hard reload is not controlled). */
  claim: 'fake-backend:claim',
} as const;
