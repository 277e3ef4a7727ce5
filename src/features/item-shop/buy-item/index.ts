export {
  $affordable,
  $balanceAfter,
  $buying,
  $expiryAfter,
  $payment,
  $purchase,
  buyAsked,
  buyCancelled,
  buyConfirmed,
  buyItemAction,
  useBoughtItemAction,
  type Purchase,
  type PurchaseRequest,
} from './model/buy-item';
export { BuyItemActions, type BuyItemActionsProps } from './ui/buy-item';
