import { HOME_ITEMS, ItemQuery, type ItemQuery as ItemQueryValue } from '@/shared/api';

/** One list of the shop home: its answer field, the list its More opens, and its title key (`items:lists.*`). */
export interface HomeList {
  key: 'recommended' | 'newest' | 'ranking';
  field: 'recommendItems' | 'newItems' | 'rankingItems';
  query: ItemQueryValue;
  ranked: boolean;
  count: number;
}

export const HOME_LISTS: readonly HomeList[] = [
  { key: 'recommended', field: 'recommendItems', query: ItemQuery.recommended, ranked: false, count: HOME_ITEMS },
  { key: 'newest', field: 'newItems', query: ItemQuery.newest, ranked: false, count: HOME_ITEMS },
  { key: 'ranking', field: 'rankingItems', query: ItemQuery.ranking, ranked: true, count: HOME_ITEMS },
];
