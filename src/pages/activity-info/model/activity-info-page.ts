import { combine } from 'effector';
import { createDetailPage } from '@/shared/lib';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { createActivityDetailsQuery, pictureUrls } from '@/entities/activity';

export const activityQuery = createActivityDetailsQuery('page');

export const {
  Gate: ActivityInfoGate,
  $id: $activityId,
  retried: activityRetried,
  $notFound,
} = createDetailPage({ name: 'activity-info-page', query: activityQuery, paramsOf: (activityId) => ({ activityId }) });

/** The activity of the address's id, with its HTML sanitised and its pictures listed; null until it has arrived. */
export const $activity = combine(activityQuery.$data, $activityId, (item, id) =>
  item && item.id === id ? { ...item, html: sanitizeHtml(item.content), pictures: pictureUrls(item.picture) } : null,
);
