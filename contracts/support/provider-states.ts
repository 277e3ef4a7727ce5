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
  demoMemberLoggedIn: 'the demo member is logged in',
  newsItemExists: 'news item {id} exists',
  noNewsItemWithId: 'no news item has id {id}',
  monthlyRankingsExist: 'monthly rankings exist',
  shopExists: 'shop {id} exists',
  noShopWithId: 'no shop has id {id}',
  columnExists: 'darts column {id} exists',
  noColumnWithId: 'no darts column has id {id}',
  playerExists: 'player {id} exists',
  noPlayerWithId: 'no player has id {id}',
  activityAndMatchInMonth: 'an activity and a match of country 617 run in {year}-{month}',
  activityExists: 'activity {id} exists',
  noActivityWithId: 'no activity has id {id}',
  verificationCodeSent: 'verification code {code} was sent to {address}',
  verificationCodeExpired: 'verification code {code} sent to {address} has expired',
  cardNumberRegistered: 'card number {cardNo} is registered',
} as const;
