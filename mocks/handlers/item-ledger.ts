import { expiryAfterPurchase } from '@/shared/api/wire';
import { db } from '../db/collections';
import { nextRecordId } from '../db/factories';

/*
 * The two writes every purchase is made of (buying, renewing, a gift sent or a request accepted).
 * Call them inside one `writeAtomically(['members', 'ownedItems', …])`, debit first, so a refusal
 * or a failure leaves both the balance and the items as they were.
 */

/** Takes `price` gold from the member; false (and nothing taken) when the balance is short. */
export async function debitCoins(memberId: number, price: number): Promise<boolean> {
  const member = db.members.findFirst((q) => q.where({ memberId }));
  if (!member || member.coin < price) return false;
  await db.members.update((q) => q.where({ memberId }), {
    data(record) {
      record.coin -= price;
    },
  });
  return true;
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
  await db.ownedItems.create({ id: nextRecordId(db.ownedItems.all()), memberId, itemId, boughtAt: now, expiresAt: expiryAfterPurchase(now, null, days) });
}
