import { createEvent, sample } from 'effector';
import { calls, createMemberQuery, createMemberStore } from '@/shared/api';
import { createPresence } from '@/shared/lib/presence';

/** Whether a screen shows the member's gold balance (the item shop's header, an item's detail). */
export const coinBalancePresence = createPresence('coin.balance');
const { $onScreen } = coinBalancePresence;

/**
 * The member's gold changed on the backend (a buy, a renewal, a gift sent or a request accepted):
 * the balance on screen asks again; off screen it forgets its answer, so it is read fresh next time.
 */
export const coinsChanged = createEvent({ name: 'coin.coinsChanged' });

/** The balance comes with today's game information (gameInformation `coin`). */
export const coinBalanceQuery = createMemberQuery(calls.gameInformation, {
  name: 'coin.balance',
  active: $onScreen,
  refreshOn: [coinsChanged],
});

sample({ clock: $onScreen.updates, filter: (onScreen) => onScreen, target: coinBalanceQuery.start });
const coinsForgotten = sample({ clock: coinsChanged, filter: $onScreen.map((onScreen) => !onScreen) });

/**
 * The gold last read; null before the first answer. A refresh keeps the old figure until the new
 * one arrives (no flash), and choosing another card keeps it (gold is the member's); another
 * member, a logout or a change while no balance is on screen drops it.
 */
export const $coins = createMemberStore<number | null>(null, { name: 'coin.$coins' })
  .on(coinBalanceQuery.$data.updates, (shown, data) => (data ? data.coin : shown))
  .reset(coinsForgotten);

/** The balance could not be read and none is shown. */
export const $coinsFailed = sample({
  source: { coins: $coins, failed: coinBalanceQuery.$failed },
  fn: ({ coins, failed }) => coins === null && failed,
});
