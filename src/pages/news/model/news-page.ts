import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { NewsCategory } from '@/shared/api';
import { $countryId } from '@/entities/country';
import { createNewsListQuery } from '@/entities/news';

export const NEWS_PAGE_SIZE = 5;
export const PINNED_COUNT = 5;

export const NewsPageGate = createGate('news-page');

export const categoryChosen = createEvent<NewsCategory>();
export const titleSearched = createEvent<string>();
export const pageChosen = createEvent<number>();
export const listRetried = createEvent();

export const $category = createStore<NewsCategory>(NewsCategory.all).on(categoryChosen, (_, category) => category);
export const $title = createStore('').on(titleSearched, (_, title) => title);
/** A new filter or search starts again from the first page. */
export const $page = createStore(1)
  .on(pageChosen, (_, page) => page)
  .reset(categoryChosen, titleSearched, $countryId.updates);

export const pinnedQuery = createNewsListQuery('pinned');
export const listQuery = createNewsListQuery('page');

const $listParams = combine({ category: $category, title: $title, page: $page, countryId: $countryId });

sample({
  clock: [NewsPageGate.open, $countryId.updates],
  source: $countryId,
  filter: NewsPageGate.status,
  fn: (countryId) => ({
    category: NewsCategory.information,
    title: '',
    countryId,
    pageNum: 1,
    pageSize: PINNED_COUNT,
  }),
  target: pinnedQuery.start,
});

sample({
  clock: [NewsPageGate.open, $listParams.updates, listRetried],
  source: $listParams,
  filter: NewsPageGate.status,
  fn: ({ category, title, page, countryId }) => ({
    category,
    title,
    countryId,
    pageNum: page,
    pageSize: NEWS_PAGE_SIZE,
  }),
  target: listQuery.start,
});

export const $total = listQuery.$data.map((data) => data?.total ?? 0);
