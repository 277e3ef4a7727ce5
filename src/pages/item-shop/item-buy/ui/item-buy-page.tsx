import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading, Panel } from '@/shared/ui';
import { ItemListView } from './item-list';

/**
 * Fetches the item detail's code (the module system fetches it once): its model builds the detail's, the member's items', buying's
 * and both gifts' queries and mutations, about half of what the catalogue would otherwise evaluate
 * before its first paint (decision 026). The list asks for it when a member reaches for an item.
 */
export const preloadItemDetail = () => import('./item-detail-screen');

const ItemDetailScreen = lazy(() => preloadItemDetail().then((module) => ({ default: module.ItemDetailScreen })));

/** /ShopProp/ItemBuy: the catalogue, or with `?id=` one item's detail. */
export const ItemBuyPage = () => {
  const { search } = useLocation();
  return new URLSearchParams(search).has('id') ? (
    <Suspense
      fallback={
        <Panel>
          <Loading />
        </Panel>
      }
    >
      <ItemDetailScreen />
    </Suspense>
  ) : (
    <ItemListView onItemIntent={preloadItemDetail} />
  );
};
