import { combine } from 'effector';
import { createDetailPage } from '@/shared/lib';
import { createActivityDetailsQuery, pictureUrls } from '@/entities/activity';

export const activityQuery = createActivityDetailsQuery('page');

export const {
  Gate: ActivityInfoGate,
  $id: $activityId,
  retried: activityRetried,
  $notFound,
} = createDetailPage({ name: 'activity-info-page', query: activityQuery, paramsOf: (activityId) => ({ activityId }) });

/**
 * The activity of the address's id, with its pictures listed; null until it has arrived. Its texts
 * stay as they came: they are plain text (api-reference section 2), which the page renders as text.
 */
export const $activity = combine(activityQuery.$data, $activityId, (item, id) =>
  item && item.id === id ? { ...item, pictures: pictureUrls(item.picture) } : null,
);
