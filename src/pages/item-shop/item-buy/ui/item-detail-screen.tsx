import type { ItemDetails } from '@/shared/api';
import { AskGiftButton } from '@/features/gift/ask';
import { SendGiftButton } from '@/features/gift/send';
import type { Payment } from '@/entities/coin';
import { ItemDetailView } from './item-detail';

/** Give as a present / Ask for it as a present, beside Buy in the item's detail (features compose in the page). */
const giftActions = (item: ItemDetails, payment: Payment | null) => (
  <>
    <SendGiftButton item={item} payment={payment} />
    <AskGiftButton item={item} />
  </>
);

/** One item's detail with buying and the gift actions: the chunk /ShopProp/ItemBuy loads when an item opens. */
export const ItemDetailScreen = () => <ItemDetailView giftActions={giftActions} />;
