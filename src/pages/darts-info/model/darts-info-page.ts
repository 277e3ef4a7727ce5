import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { isApiError } from '@/shared/api';
import { readPositiveInt } from '@/shared/lib';
import { createColumnQuery } from '@/entities/column';

export const DartsInfoGate = createGate<{ search: string }>({ name: 'darts-info-page', defaultState: { search: '' } });

export const columnQuery = createColumnQuery('page');

/** The `?id=` of the address, or null when it is missing or not a positive number. */
export const $columnId = DartsInfoGate.state.map(({ search }) => readPositiveInt(search, 'id'));

export const columnRetried = createEvent();

sample({
  clock: [DartsInfoGate.open, $columnId.updates, columnRetried],
  source: $columnId,
  filter: (id: number | null): id is number => id !== null,
  fn: (id: number) => ({ id }),
  target: columnQuery.start,
});

/** No usable id, or the backend refused the id: a clear "not found", not an endless spinner. */
export const $notFound = sample({
  source: { id: $columnId, error: columnQuery.$error },
  fn: ({ id, error }) => id === null || (isApiError(error) && error.kind === 'rejected'),
});
