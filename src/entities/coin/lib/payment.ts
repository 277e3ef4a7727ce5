/** Paying `price` out of the member's `balance`: what is left, and what is missing (0 when the gold covers it). */
export interface Payment {
  price: number;
  balance: number;
  after: number;
  missing: number;
}

/**
 * The one decision of every spending in the shop (a buy or renewal, a gift, an accepted request):
 * its button is off, with the reason, while `missing` is above 0, and its confirmation shows the
 * price, the gold now and the gold after. The backend refuses a short balance anyway.
 */
export const paymentOf = (price: number, balance: number): Payment => ({
  price,
  balance,
  after: balance - price,
  missing: Math.max(0, price - balance),
});
