import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { NewsCategory } from '@/shared/api';
import { createPageVisit, createShownTogether } from '@/shared/lib';
import { createActivityCalendarModel } from '@/widgets/activity-calendar';
import { $countryId } from '@/entities/country';
import { createBannersQuery } from '@/entities/banner';
import { createNewsListQuery } from '@/entities/news';
import { createNewShopsQuery } from '@/entities/shop';

/** Spec section 9: the home page shows 4 news items per tab and the 5 newest shops. */
export const HOME_NEWS_COUNT = 4;
export const HOME_SHOP_COUNT = 5;

export const HomePageGate = createGate('home-page');
/** Begun by the app before the first render when home is the first page (its calls leave with its code). */
export const homeVisit = createPageVisit(HomePageGate, () => ({}));

export const newsTabChosen = createEvent<NewsCategory>();
export const homeNewsRetried = createEvent();
export const homeShopsRetried = createEvent();
export const $newsTab = createStore<NewsCategory>(NewsCategory.all).on(newsTabChosen, (_, tab) => tab);

export const homeNewsQuery = createNewsListQuery('home');
export const homeBannersQuery = createBannersQuery('home');
export const homeShopsQuery = createNewShopsQuery('home');
/** The activity calendar of the current month, for the chosen country. */
export const homeCalendar = createActivityCalendarModel({ name: 'home' });

const $params = combine({ category: $newsTab, countryId: $countryId });

sample({
  clock: [homeVisit.begun, $params.updates, homeNewsRetried],
  source: $params,
  filter: HomePageGate.status,
  fn: ({ category, countryId }) => ({ category, title: '', countryId, pageNum: 1, pageSize: HOME_NEWS_COUNT }),
  target: homeNewsQuery.start,
});

// The home set of banners: no status or type (api-reference section 2).
sample({
  clock: [homeVisit.begun, $countryId.updates],
  source: $countryId,
  filter: HomePageGate.status,
  fn: (countryId) => ({ countryId }),
  target: homeBannersQuery.start,
});

sample({
  clock: [homeVisit.begun, $countryId.updates, homeShopsRetried],
  source: $countryId,
  filter: HomePageGate.status,
  fn: (countryId) => ({ countryId, shopName: '', pageNum: 1, pageSize: HOME_SHOP_COUNT }),
  target: homeShopsQuery.start,
});

sample({
  clock: [homeVisit.begun, $countryId.updates],
  source: $countryId,
  filter: HomePageGate.status,
  fn: (countryId) => ({ countryId }),
  target: homeCalendar.shown,
});

/** The sections below the hero appear together, once the news and shops have answered (see createShownTogether). */
export const $sectionsShown = createShownTogether([homeNewsQuery, homeShopsQuery], HomePageGate.close);
