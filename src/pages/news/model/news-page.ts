import { sample } from 'effector';
import { NewsCategory } from '@/shared/api';
import { routes } from '@/shared/config';
import { createShownTogether } from '@/shared/lib';
import { createCountryListPage } from '@/shared/lib/page-model';
import { $countryId } from '@/entities/country';
import { createNewsListQuery } from '@/entities/news';

export const NEWS_PAGE_SIZE = 5;
export const PINNED_COUNT = 5;

export interface NewsFilters {
  category: NewsCategory;
  title: string;
}

const categories: readonly NewsCategory[] = Object.values(NewsCategory);

/** `?type=` (one of the NewsCategory values; absent or unknown: all) and `?title=`. */
export const parseNewsFilters = (search: URLSearchParams): NewsFilters => {
  const type = Number(search.get('type') ?? NaN);
  return {
    category: categories.find((category) => category === type) ?? NewsCategory.all,
    title: search.get('title')?.trim() ?? '',
  };
};

/** The address query of the filters, defaults left out. */
export const formatNewsFilters = ({ category, title }: NewsFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (category !== NewsCategory.all) search.set('type', String(category));
  if (title.trim()) search.set('title', title.trim());
  return search;
};

export const pinnedQuery = createNewsListQuery('pinned');
export const listQuery = createNewsListQuery('page');

export const newsList = createCountryListPage($countryId, {
  path: routes.news,
  query: listQuery,
  pageSize: NEWS_PAGE_SIZE,
  filters: { parse: parseNewsFilters, format: formatNewsFilters },
});

export const NewsPageGate = newsList.Gate;
export const $category = newsList.$filters.map(({ category }) => category);
export const $title = newsList.$filters.map(({ title }) => title);
export const categoryChosen = newsList.filtersChanged.prepend((category: NewsCategory) => ({ category }));
export const titleSearched = newsList.filtersChanged.prepend((title: string) => ({ title }));

sample({
  clock: [newsList.visit.begun, $countryId.updates],
  source: $countryId,
  filter: newsList.visit.$isOn,
  fn: (countryId) => ({
    category: NewsCategory.information,
    title: '',
    countryId,
    pageNum: 1,
    pageSize: PINNED_COUNT,
  }),
  target: pinnedQuery.start,
});

export const $total = listQuery.$data.map((data) => data?.total ?? 0);

/**
 * On a phone the pinned panel sits above the list: both appear together once both have answered
 * (see createShownTogether).
 */
export const $contentShown = createShownTogether([pinnedQuery, listQuery], NewsPageGate.close);
