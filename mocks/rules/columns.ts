/** How the darts column list is filtered and ordered, and what a read does (api-reference section 2). */

export interface ColumnQuery {
  countryId: number;
  /** Substring of the title, case-insensitive; empty matches everything. */
  title: string;
  /** 1 technique, 2 equipment, 3 etiquette, 4 interview; omitted = every topic. */
  type?: number | undefined;
}

export interface ListableColumn {
  id: number;
  countryId: number;
  type: number;
  title: string;
  /** yyyymmdd: number order is date order. */
  cdateInt: number;
}

export function matchesColumnQuery(column: ListableColumn, query: ColumnQuery): boolean {
  if (column.countryId !== query.countryId) return false;
  if (query.type !== undefined && column.type !== query.type) return false;
  const needle = query.title.trim().toLocaleLowerCase();
  return needle === '' || column.title.toLocaleLowerCase().includes(needle);
}

/** Newest first; on the same day the higher id (published later) comes first. */
export const compareColumnsNewestFirst = (a: ListableColumn, b: ListableColumn): number =>
  b.cdateInt - a.cdateInt || b.id - a.id;

export function listColumns<Column extends ListableColumn>(columns: readonly Column[], query: ColumnQuery): Column[] {
  return columns.filter((column) => matchesColumnQuery(column, query)).sort(compareColumnsNewestFirst);
}

/** yyyymmdd of a calendar date given by its UTC fields. */
export const toDateInt = (date: Date): number =>
  date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
