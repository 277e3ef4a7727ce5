/** How the news list is filtered and ordered, and what a read does (api-reference section 2). */

/** `category` 0 means every type; otherwise it is the news `type` (3 activity, 4 competition, 6 information). */
export const ALL_CATEGORIES = 0;

export interface NewsListQuery {
  countryId: number;
  category: number;
  /** Substring of the title, case-insensitive; empty matches everything. */
  title: string;
}

export interface ListableNews {
  id: number;
  countryId: number;
  type: number;
  title: string;
  /** "YYYY-MM-DD HH:mm:ss": text order is time order. */
  date: string;
}

export function matchesNewsQuery(item: ListableNews, query: NewsListQuery): boolean {
  if (item.countryId !== query.countryId) return false;
  if (query.category !== ALL_CATEGORIES && item.type !== query.category) return false;
  const needle = query.title.trim().toLocaleLowerCase();
  return needle === '' || item.title.toLocaleLowerCase().includes(needle);
}

/** Newest first; the higher id wins a tie, as it was published later. */
export function compareNewestFirst(a: ListableNews, b: ListableNews): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.id - a.id;
}

export function listNews<Item extends ListableNews>(items: readonly Item[], query: NewsListQuery): Item[] {
  return items.filter((item) => matchesNewsQuery(item, query)).sort(compareNewestFirst);
}

/** Every newsInfo read counts as one visit. */
export const countVisit = (visitCount: number): number => visitCount + 1;
