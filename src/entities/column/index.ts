export { createColumnListQuery, createColumnQuery } from './api/queries';
export { columnDateText, formatColumnDate } from './lib/column-date';
export { ColumnCard } from './ui/column-card';
