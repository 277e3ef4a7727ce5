import { ItemQuery, isItemType, type ItemType } from '@/shared/api';
import { itemShopPath } from '@/shared/config';
import { createListPage } from '@/shared/lib/page-model';
import { createItemListQuery } from '@/entities/item';

/** Items a page of the catalogue shows. */
export const ITEMS_PAGE_SIZE = 12;

export interface ItemListFilters {
  /** `?itemType=`: one slot type; null for every type (the All tab). */
  itemType: ItemType | null;
  /** `?type=`: the home list whose More led here (1 recommended, 2 new, 3 ranking); null for the catalogue. */
  list: ItemQuery | null;
}

const homeLists: readonly number[] = Object.values(ItemQuery);
const isHomeList = (value: number): value is ItemQuery => homeLists.includes(value);

/** Reads `?itemType=` and `?type=`; anything unknown means "not filtered". */
export const parseItemListFilters = (search: URLSearchParams): ItemListFilters => {
  const itemType = Number(search.get('itemType') ?? NaN);
  const list = Number(search.get('type') ?? NaN);
  return { itemType: isItemType(itemType) ? itemType : null, list: isHomeList(list) ? list : null };
};

export const formatItemListFilters = ({ itemType, list }: ItemListFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (list !== null) search.set('type', String(list));
  if (itemType !== null) search.set('itemType', String(itemType));
  return search;
};

export const itemListQuery = createItemListQuery('item-buy');

export const itemList = createListPage({
  name: 'item-buy-list',
  path: itemShopPath('ItemBuy'),
  query: itemListQuery,
  pageSize: ITEMS_PAGE_SIZE,
  parse: parseItemListFilters,
  format: formatItemListFilters,
  // For the session's member (createMemberQuery: the token's).
  paramsOf: ({ filters, page, pageSize }) => ({ itemType: filters.itemType ?? '', queryType: filters.list ?? '', pageIndex: page, pageSize }),
});

/** The All tab's value (Tabs need a value for every tab; no item type is 0). */
export const ALL_TYPES = 0;

export const ItemListGate = itemList.Gate;
export const $itemTypeTab = itemList.$filters.map(({ itemType }) => itemType ?? ALL_TYPES);
export const $homeList = itemList.$filters.map(({ list }) => list);
export const $page = itemList.$page;
export const pageChosen = itemList.pageChosen;
export const listRetried = itemList.retried;
export const itemTypeChosen = itemList.filtersChanged.prepend((tab: number) => ({ itemType: isItemType(tab) ? tab : null }));
export const $total = itemListQuery.$data.map((data) => data?.totalCount ?? 0);
