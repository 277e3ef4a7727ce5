import { combine, createEvent, createStore, sample } from 'effector';
import { refreshOnSuccess } from '@/shared/api';
import { createDetailPage } from '@/shared/lib';
import { $coins } from '@/entities/coin';
import { createItemDetailsQuery, createOwnedItemsQuery, ownershipOf } from '@/entities/item';
import { $memberId } from '@/entities/session';
import { buyItemAction } from '@/features/item-shop/buy-item';

export const itemDetailsQuery = createItemDetailsQuery('item-buy');

const detail = createDetailPage({ name: 'item-detail', query: itemDetailsQuery, paramsOf: (itemId: number) => ({ itemId }) });
export const ItemDetailGate = detail.Gate;
export const $notFound = detail.$notFound;

/** The member's items: whether this one is owned (Renew) and until when. */
const owned = createOwnedItemsQuery('item-detail', ItemDetailGate.status);
export const ownedItemsQuery = owned.query;

/** Retry after a failure: the item and the member's items again. */
export const detailRetried = createEvent();
sample({ clock: detailRetried, target: [detail.retried, owned.refresh] });
sample({ clock: ItemDetailGate.open, target: owned.refresh });
// Another member on the same address: the item's answer was dropped (the owned items ask again by themselves).
sample({
  clock: $memberId.updates,
  source: ItemDetailGate.status,
  filter: (open, memberId) => open && memberId !== null,
  target: detail.retried,
});

// The detail shows the backend's own figures after a purchase (balance; the expiry comes with owned items).
refreshOnSuccess(itemDetailsQuery, buyItemAction.mutation);

/** The member's copy of the item shown and its expiry; null when not owned. */
export const $ownership = combine(itemDetailsQuery.$data, owned.query.$data, (item, mine) => (item ? ownershipOf(mine?.list, item.id) : null));
/** Whether the member's items have been read, so Buy is never shown for an owned item (or Renew for a new one). */
export const $ownershipKnown = owned.query.$data.map((data) => data !== null);
export const $failed = combine(itemDetailsQuery.$failed, owned.query.$failed, (details, mine) => details || mine);

/**
 * The member's gold: what the detail answered, kept in step with the shop's balance (entities/coin),
 * which reads it again whenever gold changes (a buy here, a gift sent from this page).
 */
export const $balance = createStore<number | null>(null, { name: 'item-detail.$balance' })
  .on(itemDetailsQuery.$data.updates, (shown, data) => (data ? data.coin : shown))
  .on($coins.updates, (shown, coins) => coins ?? shown)
  .reset($memberId.updates);
