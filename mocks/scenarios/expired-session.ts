import type { Scenario } from './scenario';

/**
 * Every token is already expired: calls carrying one answer 198, and a login succeeds but its
 * token is refused on the next call. Exercises the portal's "session over" path.
 */
export const expiredSessionScenario: Scenario = {
  name: 'expired-session',
  description: 'every token is expired: login works, the next call with its token answers 198',
  sessionIdleLimitMs: 0,
};
