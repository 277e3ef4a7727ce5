import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { isApiError } from '@/shared/api';
import { readPositiveInt } from '@/shared/lib';
import { createActivityDetailsQuery } from '@/entities/activity';

export const ActivityInfoGate = createGate<{ search: string }>({ name: 'activity-info-page', defaultState: { search: '' } });

export const activityQuery = createActivityDetailsQuery('page');

/** The `?id=` of the address, or null when it is missing or not a positive number. */
export const $activityId = ActivityInfoGate.state.map(({ search }) => readPositiveInt(search, 'id'));

export const activityRetried = createEvent();

sample({
  clock: [ActivityInfoGate.open, $activityId.updates, activityRetried],
  source: $activityId,
  filter: (id: number | null): id is number => id !== null,
  fn: (activityId: number) => ({ activityId }),
  target: activityQuery.start,
});

/** No usable id, or the backend refused the id (101): "not found", not an endless spinner. */
export const $notFound = sample({
  source: { id: $activityId, error: activityQuery.$error },
  fn: ({ id, error }) => id === null || (isApiError(error) && error.kind === 'rejected'),
});
