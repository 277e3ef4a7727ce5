import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { calls, createMemberStore, createAction, createActionLane, expiryAfterPurchase, type Item } from '@/shared/api';
import { $language, formatDate } from '@/shared/i18n';
import { coinsChanged, paymentOf } from '@/entities/coin';
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

/** A buy and the slot write after it run one at a time: buttons say so and send nothing more. */
const buying = createActionLane('buyItem');
export const $buying = buying.$pending;

/** The purchase on its way, kept from the confirmation to the answer (the confirmation closes meanwhile). */
const $buyingNow = createMemberStore<{ purchase: Purchase; expiry: number } | null>(null, { name: 'buyItem.$buyingNow' });
/** The item "Buy and use" is putting into its slot, for the message that follows. */
const $usedTitle = createStore('', { name: 'buyItem.$usedTitle' });

/** Buys an item for 90 days or renews it by 90 (item/my/buy): `price` gold, once per request. */
export const buyItemAction = createAction({
  call: calls.buyItem,
  name: 'item.buy',
  lane: buying,
  refresh: [coinsChanged, ownedItemsChanged],
  // The message names the item and a date in the language of the moment.
  success: {
    source: combine({ now: $buyingNow, language: $language }),
    notice: ({ now, language }) =>
      now && {
        tone: 'success',
        message: {
          key: now.purchase.currentExpiry === null ? 'items:buy.bought' : 'items:buy.renewed',
          values: { title: now.purchase.item.title, date: formatDate(now.expiry, language) },
        },
      },
  },
});
/** "Buy and use": puts the item just bought into its slot (item/my/set). */
export const useBoughtItemAction = createAction({
  call: calls.setSlotItem,
  name: 'item.buy.use',
  lane: buying,
  refresh: [ownedItemsChanged],
  success: { source: $usedTitle, notice: (title) => ({ tone: 'success', message: { key: 'items:buy.inUse', values: { title } } }) },
});

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

/** The price out of the gold, for the confirmation (the one payment decision, entities/coin). */
export const $payment = $purchase.map((purchase) => (purchase ? paymentOf(purchase.item.price, purchase.balance) : null));
/** Gold left after the purchase shown; negative when the member cannot afford it. */
export const $balanceAfter = $payment.map((payment) => payment?.after ?? null);
/**
 * The member's gold covers the price. Buy is off while it does not (BuyItemActions), so a short
 * purchase is never asked; sending nothing for one is the last guard (the backend refuses it too).
 */
export const $affordable = $payment.map((payment) => payment !== null && payment.missing === 0);
/** When the item will expire after this purchase: 90 days from now, or from a later current expiry. */
export const $expiryAfter = $purchase.map((purchase) => (purchase ? expiryAfterPurchase(purchase.askedAt, purchase.currentExpiry) : null));

const buyStarted = sample({
  clock: buyConfirmed,
  source: { purchase: $purchase, expiry: $expiryAfter, affordable: $affordable },
  // An unaffordable purchase sends nothing (a double click sends one: the action's own guard).
  filter: ({ purchase, expiry, affordable }) => purchase !== null && expiry !== null && affordable,
  fn: ({ purchase, expiry }) => ({ purchase: purchase!, expiry: expiry! }),
});
sample({ clock: buyStarted, target: $buyingNow });
sample({ clock: buyStarted, fn: ({ purchase }) => ({ itemId: purchase.item.id }), target: buyItemAction.requested });

/** The purchase that just went through, for what follows it. */
const bought = sample({
  clock: buyItemAction.mutation.finished.success,
  source: $buyingNow,
  filter: (now) => now !== null,
  fn: (now) => now!,
});

// Closed once bought, or on Cancel while no request runs: a request on its way would otherwise
// end with no word of what it did.
sample({ clock: [bought, sample({ clock: buyCancelled, filter: $buying.map((busy) => !busy) })], fn: () => null, target: $purchase });

$usedTitle.on(bought, (_, { purchase }) => purchase.item.title);
sample({
  clock: bought,
  filter: ({ purchase }) => purchase.andUse,
  fn: ({ purchase }) => ({ itemId: purchase.item.id, type: purchase.item.type }),
  // Straight to the call, not a request: the lane still counts the buy that asks for it.
  target: useBoughtItemAction.mutation.start,
});
