export { $coins, $coinsFailed, coinBalancePresence, coinBalanceQuery, coinsChanged } from './model/balance';
export { CoinBalance } from './ui/coin-balance';
export { CoinIcon } from './ui/coin-icon';
