import { combine } from 'effector';
import { createDetailPage } from '@/shared/lib';
import { createColumnQuery } from '@/entities/column';

export const columnQuery = createColumnQuery('page');

export const {
  Gate: DartsInfoGate,
  $id: $columnId,
  retried: columnRetried,
  $notFound,
} = createDetailPage({ name: 'darts-info-page', query: columnQuery, paramsOf: (id) => ({ id }) });

/** The column of the address's id; null until it has arrived. Its body is rendered by OperatorHtml. */
export const $article = combine(columnQuery.$data, $columnId, (column, id) => (column && column.id === id ? column : null));
