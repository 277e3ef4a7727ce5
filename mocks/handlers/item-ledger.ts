import { expiryAfterPurchase } from '@/shared/api/wire';
import { db } from '../db/collections';
import { nextRecordId, ownedItemRecord } from '../db/factories';

/*
 * The two writes every purchase is made of (buying, renewing, a gift sent or a request accepted).
 * Call them inside one `writeAtomically(['members', 'ownedItems', …])`, after the purchase's rule
 * (decideBuy, decideSend, decidePayment) has allowed it in that same write: atomic writes run one
 * at a time, so the balance the rule read is still the balance debited, and a refusal or a failure
 * leaves both the balance and the items as they were.
 */

/**
 * Takes `price` gold from the member. The balance was checked once, by the rule; were it short
 * anyway, the member schema (`coin` never negative) fails the write, which then rolls back.
 */
export async function debitCoins(memberId: number, price: number): Promise<void> {
  await db.members.update((q) => q.where({ memberId }), {
    data(record) {
      record.coin -= price;
    },
  });
}

/** Gives the member the item for `days` more: a new record, or the owned one extended (see expiryAfterPurchase). */
export async function grantItem(memberId: number, itemId: number, now: number, days?: number): Promise<void> {
  const owned = db.ownedItems.findFirst((q) => q.where({ memberId, itemId }));
  if (owned) {
    await db.ownedItems.update((q) => q.where({ id: owned.id }), {
      data(record) {
        record.expiresAt = expiryAfterPurchase(now, record.expiresAt, days);
      },
    });
    return;
  }
  await db.ownedItems.create(
    ownedItemRecord({ id: nextRecordId(db.ownedItems.all()), memberId, itemId, boughtAt: now, expiresAt: expiryAfterPurchase(now, null, days) }),
  );
}
