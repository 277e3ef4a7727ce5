import { combine } from 'effector';
import { createDetailPage } from '@/shared/lib';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { createNewsItemQuery } from '@/entities/news';

export const newsItemQuery = createNewsItemQuery('page');

export const {
  Gate: NewsInfoGate,
  $id: $newsId,
  retried: newsRetried,
  $notFound,
} = createDetailPage({ name: 'news-info-page', query: newsItemQuery, paramsOf: (id) => ({ id }) });

/** The article of the address's id, its operator HTML sanitised; null until it has arrived. */
export const $article = combine(newsItemQuery.$data, $newsId, (item, id) =>
  item && item.id === id ? { ...item, html: sanitizeHtml(item.contents) } : null,
);
