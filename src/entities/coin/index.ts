export { $coins, $coinsFailed, coinBalancePresence, coinBalanceQuery, coinsChanged } from './model/balance';
export { paymentOf, type Payment } from './lib/payment';
export { CoinBalance } from './ui/coin-balance';
export { CoinIcon } from './ui/coin-icon';
export { PaymentFacts, useGoldText, useShortText } from './ui/payment-facts';
