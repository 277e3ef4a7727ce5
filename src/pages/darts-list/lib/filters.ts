/** The darts list's own filter; its page is createListPage's `?page=`. */
export interface ColumnFilters {
  title: string;
}

/** `?title=` (trimmed; none when missing), so a reload, a shared link or Back from a column shows the same list. */
export const parseColumnFilters = (search: URLSearchParams): ColumnFilters => ({
  title: search.get('title')?.trim() ?? '',
});

/** The address query of the filters (`?title=…`), left out when empty. */
export const formatColumnFilters = ({ title }: ColumnFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (title.trim()) search.set('title', title.trim());
  return search;
};
