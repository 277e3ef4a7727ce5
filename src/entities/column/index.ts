export { createColumnListQuery, createColumnQuery } from './api/queries';
export { columnDateText, formatColumnDate } from './lib/column-date';
export { ColumnCard } from './ui/column-card';
export { ColumnDateAndVisits } from './ui/column-date-and-visits';
