import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { NewsCategory } from '@/shared/api';
import { $countryId } from '@/entities/country';
import { createNewsListQuery } from '@/entities/news';

/** Spec section 9: the home page shows 4 news items per tab. */
export const HOME_NEWS_COUNT = 4;

export const HomePageGate = createGate('home-page');

export const newsTabChosen = createEvent<NewsCategory>();
export const homeNewsRetried = createEvent();
export const $newsTab = createStore<NewsCategory>(NewsCategory.all).on(newsTabChosen, (_, tab) => tab);

export const homeNewsQuery = createNewsListQuery('home');

const $params = combine({ category: $newsTab, countryId: $countryId });

sample({
  clock: [HomePageGate.open, $params.updates, homeNewsRetried],
  source: $params,
  filter: HomePageGate.status,
  fn: ({ category, countryId }) => ({ category, title: '', countryId, pageNum: 1, pageSize: HOME_NEWS_COUNT }),
  target: homeNewsQuery.start,
});
