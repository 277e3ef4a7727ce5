/**
 * The backend's two paging dialects (api-reference section 1). Page numbers start at 1; a page
 * past the end is an empty list with the real total, as the real backend answers it.
 */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

export interface PageByNum<Item> {
  list: Item[];
  total: number;
}

export interface PageByIndex<Item> {
  list: Item[];
  totalCount: number;
}

function slicePage<Item>(items: readonly Item[], page: number, pageSize: number): Item[] {
  const size = Math.max(1, Math.floor(pageSize));
  const start = (Math.max(1, Math.floor(page)) - 1) * size;
  return items.slice(start, start + size);
}

/** `pageNum` + `pageSize` → `{ list, total }`. */
export function pageByNum<Item>(items: readonly Item[], { pageNum, pageSize }: PageRequest): PageByNum<Item> {
  return { list: slicePage(items, pageNum, pageSize), total: items.length };
}

/** `pageIndex` + `pageSize` → `{ list, totalCount }` (item shop and gift calls). */
export function pageByIndex<Item>(
  items: readonly Item[],
  { pageIndex, pageSize }: { pageIndex: number; pageSize: number },
): PageByIndex<Item> {
  return { list: slicePage(items, pageIndex, pageSize), totalCount: items.length };
}
