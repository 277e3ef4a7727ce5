export { createColumnListQuery, createColumnQuery } from './api/queries';
export { columnDateText, formatColumnDate } from './lib/column-date';
export { ColumnCard, ColumnDateAndVisits } from './ui/column-card';
