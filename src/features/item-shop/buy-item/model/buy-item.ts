import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { calls, createApiMutation, createMemberStore, expiryAfterPurchase, type Item } from '@/shared/api';
import { formatDate, i18n, type Language } from '@/shared/i18n';
import { toastShown } from '@/shared/ui';
import { coinsChanged } from '@/entities/coin';
import { ownedItemsChanged } from '@/entities/item';

/** What the confirmation needs to know of the item and the member. */
export interface PurchaseRequest {
  item: Pick<Item, 'id' | 'title' | 'type' | 'price'>;
  /** The member's gold as last read. */
  balance: number;
  /** The current expiry (epoch ms) of the member's own copy; null when not owned: a buy, not a renewal. */
  currentExpiry: number | null;
  /** "Buy and use": once bought, the item goes into its slot. */
  andUse: boolean;
}

/** A purchase being confirmed, with the moment it was asked (the expiry after counts from it). */
export interface Purchase extends PurchaseRequest {
  askedAt: number;
}

/** Buys an item for 90 days or renews it by 90 (item/my/buy): `price` gold, once per request. */
export const buyItemMutation = createApiMutation(calls.buyItem, 'item.buy');
/** "Buy and use": puts the item just bought into its slot (item/my/set). */
export const useBoughtItemMutation = createApiMutation(calls.setSlotItem, 'item.buy.use');

/** Buy, Renew or "Buy and use" was pressed: the confirmation opens. */
export const buyAsked = createEvent<PurchaseRequest>();
export const buyCancelled = createEvent();
export const buyConfirmed = createEvent();

// The clock is read in an effect, so the model stays pure and a test can pin the time.
const purchaseTimedFx = createEffect((request: PurchaseRequest): Purchase => ({ ...request, askedAt: Date.now() }));
sample({ clock: buyAsked, target: purchaseTimedFx });

/**
 * The purchase the confirmation asks about; null while it is closed. It stays open when the
 * backend refuses (its message shows as a warning), so the member can cancel or try again.
 */
export const $purchase = createMemberStore<Purchase | null>(null, { name: 'buyItem.$purchase' })
  .on(purchaseTimedFx.doneData, (_, purchase) => purchase);

/** A buy (or the slot write after it) is running: buttons say so and send nothing more. */
export const $buying = combine(buyItemMutation.$pending, useBoughtItemMutation.$pending, (buying, using) => buying || using);

/** Gold left after the purchase shown; negative when the member cannot afford it. */
export const $balanceAfter = $purchase.map((purchase) => (purchase ? purchase.balance - purchase.item.price : null));
/** The member's gold covers the price (the backend refuses otherwise, and so does the dialog). */
export const $affordable = $balanceAfter.map((after) => after !== null && after >= 0);
/** When the item will expire after this purchase: 90 days from now, or from a later current expiry. */
export const $expiryAfter = $purchase.map((purchase) => (purchase ? expiryAfterPurchase(purchase.askedAt, purchase.currentExpiry) : null));

sample({
  clock: buyConfirmed,
  source: { purchase: $purchase, buying: $buying, affordable: $affordable },
  // A double click on Buy sends one request; an unaffordable purchase sends none.
  filter: ({ purchase, buying, affordable }) => purchase !== null && !buying && affordable,
  fn: ({ purchase }) => ({ itemId: purchase!.item.id }),
  target: buyItemMutation.start,
});

/** The purchase that just went through, for what follows it. */
const bought = sample({
  clock: buyItemMutation.finished.success,
  source: { purchase: $purchase, expiry: $expiryAfter },
  filter: ({ purchase, expiry }) => purchase !== null && expiry !== null,
  fn: ({ purchase, expiry }) => ({ purchase: purchase!, expiry: expiry! }),
});

sample({ clock: buyItemMutation.finished.success, target: [coinsChanged, ownedItemsChanged] });

// Closed once bought (after `bought` read it), or on Cancel while no request runs: a request on
// its way would otherwise end with no word of what it did.
sample({ clock: [bought, sample({ clock: buyCancelled, filter: $buying.map((buying) => !buying) })], fn: () => null, target: $purchase });

sample({
  clock: bought,
  filter: ({ purchase }) => purchase.andUse,
  fn: ({ purchase }) => ({ itemId: purchase.item.id, type: purchase.item.type }),
  target: useBoughtItemMutation.start,
});
sample({ clock: useBoughtItemMutation.finished.success, target: ownedItemsChanged });

/**
 * The success toast in the current language. Toasts carry a key or a finished text, and this one
 * names the item and a date, so the text is written here (an effect: it reads the i18n instance).
 */
const boughtToastFx = createEffect(({ purchase, expiry }: { purchase: Purchase; expiry: number }) => {
  const values = { title: purchase.item.title, date: formatDate(expiry, i18n.language as Language) };
  return { text: purchase.currentExpiry === null ? i18n.t('items:buy.bought', values) : i18n.t('items:buy.renewed', values) };
});
sample({ clock: bought, target: boughtToastFx });
sample({ clock: boughtToastFx.doneData, fn: (message) => ({ tone: 'success' as const, message }), target: toastShown });

/** The item "Buy and use" is putting into its slot, for the toast that follows. */
const $usedTitle = createStore('', { name: 'buyItem.$usedTitle' }).on(bought, (_, { purchase }) => purchase.item.title);
const inUseToastFx = createEffect((title: string) => ({ text: i18n.t('items:buy.inUse', { title }) }));
sample({ clock: useBoughtItemMutation.finished.success, source: $usedTitle, target: inUseToastFx });
sample({ clock: inUseToastFx.doneData, fn: (message) => ({ tone: 'success' as const, message }), target: toastShown });
