import { combine, createStore, sample } from 'effector';
import { calls, createMemberQuery, createMemberStore, isItemType, MAX_PAGE_SIZE, MyItemSort, type ItemType, type MyItem, type Slot } from '@/shared/api';
import { itemShopPath } from '@/shared/config';
import { createListPage } from '@/shared/lib/page-model';
import { ownedItemsChanged } from '@/entities/item';
import { $slotSetting, templatesChanged } from '@/entities/item-template';

export const MY_ITEMS_PAGE_SIZE = 10;

export type MyItemsTab = 'inUse' | 'all';
export type MyItemSortOrder = (typeof MyItemSort)[keyof typeof MyItemSort];

export interface MyItemsFilters {
  tab: MyItemsTab;
  /** '' every type. */
  type: ItemType | '';
  sort: MyItemSortOrder;
}

/** `?tab=all` (absent: the items in use), `?type=` a slot type (absent or unknown: all), `?sort=1` oldest first (absent: newest). */
export const parseMyItemsFilters = (search: URLSearchParams): MyItemsFilters => {
  const type = Number(search.get('type') ?? NaN);
  return {
    tab: search.get('tab') === 'all' ? 'all' : 'inUse',
    type: isItemType(type) ? type : '',
    sort: search.get('sort') === String(MyItemSort.oldestFirst) ? MyItemSort.oldestFirst : MyItemSort.newestFirst,
  };
};

/** The address query of the filters, defaults left out; the type and sort only belong to All. */
export const formatMyItemsFilters = ({ tab, type, sort }: MyItemsFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (tab === 'all') {
    search.set('tab', 'all');
    if (type !== '') search.set('type', String(type));
    if (sort === MyItemSort.oldestFirst) search.set('sort', String(sort));
  }
  return search;
};

export const myItemsQuery = createMemberQuery(calls.myItemList, { name: 'my-items.list' });

export const myItemsList = createListPage({
  name: 'my-items-page',
  path: itemShopPath('MyPropList'),
  query: myItemsQuery,
  pageSize: MY_ITEMS_PAGE_SIZE,
  parse: parseMyItemsFilters,
  format: formatMyItemsFilters,
  // The member's own items: the member comes from the session (createMemberQuery).
  paramsOf: ({ filters, page, pageSize }) => {
    // In use: every item, for the expiry of those in the slots (the slots do not carry it).
    if (filters.tab === 'inUse') return { type: '', sort: MyItemSort.newestFirst, pageIndex: 1, pageSize: MAX_PAGE_SIZE };
    return { type: filters.type, sort: filters.sort, pageIndex: page, pageSize };
  },
});

export const MyItemsPageGate = myItemsList.Gate;
export const $tab = myItemsList.$filters.map(({ tab }) => tab);
export const $type = myItemsList.$filters.map(({ type }) => type);
export const $sort = myItemsList.$filters.map(({ sort }) => sort);
export const $page = myItemsList.$page;
export const $total = myItemsQuery.$data.map((data) => data?.totalCount ?? 0);
export const tabChosen = myItemsList.filtersChanged.prepend((tab: MyItemsTab) => ({ tab }));
export const typeChosen = myItemsList.filtersChanged.prepend((type: ItemType | '') => ({ type }));
export const sortChosen = myItemsList.filtersChanged.prepend((sort: MyItemSortOrder) => ({ sort }));
export const pageChosen = myItemsList.pageChosen;
export const listRetried = myItemsList.retried;

/**
 * When the member's items were last read: their days left count from it. A clock read once when
 * the page opened would count an item received later (a gift opened from the box while the list
 * is shown, read again) from an earlier moment, and round its 83 days up to 84.
 */
export const $itemsReadAt = createStore(0, { name: 'my-items.$itemsReadAt' }).on(myItemsQuery.finished.success, () => Date.now());

/** An item in a slot, with its expiry when the member's items list it. */
export interface ItemInUse {
  slot: Slot;
  item: MyItem | null;
}

/** Every item the member owns, from the In use tab's request (the All tab's pages do not count). */
const $everyItem = createMemberStore<MyItem[] | null>(null, { name: 'my-items.$everyItem' }).on(
  myItemsQuery.finished.success,
  (shown, { params, result }) => (Number(params.pageSize) === MAX_PAGE_SIZE && params.type === '' ? result.list : shown),
);

/** The filled slots in slot order, each with the owned item it holds; null until both are read. */
export const $itemsInUse = combine($slotSetting, $everyItem, (setting, items): ItemInUse[] | null => {
  if (setting === null || items === null) return null;
  return setting.slots.filter((slot) => slot.id !== 0).map((slot) => ({ slot, item: items.find((item) => item.id === slot.id) ?? null }));
});

// Bought, renewed or received while the list is shown (the gift box): read the items and slots again.
// Only while shown: the settings page answers for its own changes, and a page opening reads afresh.
sample({ clock: ownedItemsChanged, filter: MyItemsPageGate.status, target: [listRetried, templatesChanged] });
