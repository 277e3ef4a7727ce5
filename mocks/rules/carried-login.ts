import { allow, refuse, type Decision } from './decision';

/** What is known, in the data a tab has just loaded, of the login it had in the data it left. */
export interface CarriedLoginFacts {
  account: string;
  /** The new data has a member of that id and account. */
  memberExists: boolean;
  /** The new scenario's idle limit: 0 expires every session at once (expired-session). */
  idleLimitMs: number;
}

/**
 * Whether a tab's login follows it when the dev toolbar resets the data or switches scenario: only
 * to a member that exists in the new data, and not into a scenario where every session is expired.
 * A refusal is what the toolbar tells the tab (the portal itself only sees its next call answer 198).
 */
export function decideCarriedLogin(facts: CarriedLoginFacts): Decision {
  if (!facts.memberExists) return refuse('loginNotKeptMemberGone', { account: facts.account });
  if (facts.idleLimitMs === 0) return refuse('loginNotKeptSessionsExpire');
  return allow;
}
