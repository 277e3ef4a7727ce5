export { createActivityCalendarQuery, createActivityDetailsQuery, createActivityListQuery } from './api/queries';
export {
  activityStateLabelKey,
  activityTypeFilters,
  activityTypeFromSearch,
  activityTypeLabelKey,
  pictureUrls,
} from './lib/activity-labels';
export { ActivityBadges, ActivityCard, ActivityPeriod } from './ui/activity-card';
