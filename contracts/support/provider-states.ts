/**
 * Provider states of the pacts: the names the fake backend's `/__pact/provider-states`
 * endpoint understands (docs/INTERFACES.md). A real provider implements the same names.
 */
export const ProviderState = {
  defaultContent: 'default content',
  noContent: 'no content',
  demoMemberExists: 'the demo member exists',
  demoAccountLocked: 'the demo account is locked',
  demoSessionExpired: "the demo member's session has expired",
  newsItemExists: 'news item {id} exists',
  noNewsItemWithId: 'no news item has id {id}',
} as const;
