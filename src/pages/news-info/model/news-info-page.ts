import { combine } from 'effector';
import { createDetailPage } from '@/shared/lib';
import { createNewsItemQuery } from '@/entities/news';

export const newsItemQuery = createNewsItemQuery('page');

export const {
  Gate: NewsInfoGate,
  $id: $newsId,
  retried: newsRetried,
  $notFound,
} = createDetailPage({ name: 'news-info-page', query: newsItemQuery, paramsOf: (id) => ({ id }) });

/** The article of the address's id; null until it has arrived. Its body is rendered by OperatorHtml. */
export const $article = combine(newsItemQuery.$data, $newsId, (item, id) => (item && item.id === id ? item : null));
