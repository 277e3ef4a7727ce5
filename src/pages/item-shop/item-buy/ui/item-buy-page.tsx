import { useLocation } from 'react-router-dom';
import type { ItemDetails } from '@/shared/api';
import { AskGiftButton } from '@/features/gift/ask';
import { SendGiftButton } from '@/features/gift/send';
import type { Payment } from '@/entities/coin';
import { ItemDetailView } from './item-detail';
import { ItemListView } from './item-list';

/** Give as a present / Ask for it as a present, beside Buy in the item's detail (features compose in the page). */
const giftActions = (item: ItemDetails, payment: Payment | null) => (
  <>
    <SendGiftButton item={item} payment={payment} />
    <AskGiftButton item={item} />
  </>
);

/** /ShopProp/ItemBuy: the catalogue, or with `?id=` one item's detail. */
export const ItemBuyPage = () => {
  const { search } = useLocation();
  return new URLSearchParams(search).has('id') ? <ItemDetailView giftActions={giftActions} /> : <ItemListView />;
};
