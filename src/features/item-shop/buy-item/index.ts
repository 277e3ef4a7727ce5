export {
  $affordable,
  $balanceAfter,
  $buying,
  $expiryAfter,
  $purchase,
  buyAsked,
  buyCancelled,
  buyConfirmed,
  buyItemMutation,
  useBoughtItemMutation,
  type Purchase,
  type PurchaseRequest,
} from './model/buy-item';
export { BuyItemActions, type BuyItemActionsProps } from './ui/buy-item';
