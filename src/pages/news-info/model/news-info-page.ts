import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { isApiError } from '@/shared/api';
import { readPositiveInt } from '@/shared/lib';
import { createNewsItemQuery } from '@/entities/news';

export const NewsInfoGate = createGate<{ search: string }>({ name: 'news-info-page', defaultState: { search: '' } });

export const newsItemQuery = createNewsItemQuery('page');

/** The `?id=` of the address, or null when it is missing or not a positive number. */
export const $newsId = NewsInfoGate.state.map(({ search }) => readPositiveInt(search, 'id'));

export const newsRetried = createEvent();

sample({
  clock: [NewsInfoGate.open, $newsId.updates, newsRetried],
  source: $newsId,
  filter: (id: number | null): id is number => id !== null,
  fn: (id: number) => ({ id }),
  target: newsItemQuery.start,
});

/** No usable id, or the backend refused the id: a clear "not found", not an endless spinner. */
export const $notFound = sample({
  source: { id: $newsId, error: newsItemQuery.$error },
  fn: ({ id, error }) => id === null || (isApiError(error) && error.kind === 'rejected'),
});
