import { combine, createEvent, sample } from 'effector';
import { createMemberStore, refreshOnSuccess } from '@/shared/api';
import { createDetailPage } from '@/shared/lib';
import { $coins, paymentOf } from '@/entities/coin';
import { createItemDetailsQuery, createOwnedItemsQuery, ownershipOf } from '@/entities/item';
import { buyItemAction } from '@/features/item-shop/buy-item';

export const itemDetailsQuery = createItemDetailsQuery('item-buy');

const detail = createDetailPage({ name: 'item-detail', query: itemDetailsQuery, paramsOf: (itemId: number) => ({ itemId }) });
export const ItemDetailGate = detail.Gate;
export const $notFound = detail.$notFound;

/** The member's items: whether this one is owned (Renew) and until when. */
export const ownedItemsQuery = createOwnedItemsQuery('item-detail', ItemDetailGate.status);

/** Retry after a failure: the item and the member's items again. */
export const detailRetried = createEvent();
sample({ clock: detailRetried, target: [detail.retried, ownedItemsQuery.start] });
sample({ clock: ItemDetailGate.open, target: ownedItemsQuery.start });

// The detail shows the backend's own figures after a purchase (balance; the expiry comes with owned items).
refreshOnSuccess(itemDetailsQuery, buyItemAction.mutation);

/** The member's copy of the item shown and its expiry; null when not owned. */
export const $ownership = combine(itemDetailsQuery.$data, ownedItemsQuery.$data, (item, mine) =>
  item ? ownershipOf(mine?.list, item.id) : null,
);
/** Whether the member's items have been read, so Buy is never shown for an owned item (or Renew for a new one). */
export const $ownershipKnown = ownedItemsQuery.$data.map((data) => data !== null);
export const $failed = combine(itemDetailsQuery.$failed, ownedItemsQuery.$failed, (details, mine) => details || mine);

/**
 * The member's gold: what the detail answered, kept in step with the shop's balance (entities/coin),
 * which reads it again whenever gold changes (a buy here, a gift sent from this page).
 */
export const $balance = createMemberStore<number | null>(null, { name: 'item-detail.$balance' })
  .on(itemDetailsQuery.$data.updates, (shown, data) => (data ? data.coin : shown))
  .on($coins.updates, (shown, coins) => coins ?? shown);

/**
 * The item's price out of the member's gold (null while either is unknown): Buy, Renew and "Give as
 * a present" are off, saying why, while it is short, and their confirmations show it.
 */
export const $payment = combine(itemDetailsQuery.$data, $balance, (item, balance) =>
  item && balance !== null ? paymentOf(item.price, balance) : null,
);
