import type { EventCallable, Store } from 'effector';
import { PagedList, usePagedListUnits, type PagedListProps, type PagedListUnits } from '../paged-list';

/** A list page's model (createListPage), as far as its results need it. */
export interface ListPageUnits {
  $page: Store<number>;
  pageChosen: EventCallable<number>;
  pastEndLeft: EventCallable<number>;
  retried: EventCallable<void>;
  pageSize: number;
}

export interface ListPageResultsProps<T>
  extends Omit<PagedListProps<T>, 'items' | 'pending' | 'failed' | 'onRetry' | 'page' | 'pageSize' | 'total' | 'onPageChange' | 'onPastEndLeft' | 'summary'> {
  list: ListPageUnits;
  query: PagedListUnits<T>['query'];
  /** Items in the whole list, as the query's answer counts them. */
  $total: Store<number>;
  /** The results count to announce, from the total; none when left out. */
  summary?: (total: number) => string;
}

/** The results of a list page (createListPage): its query's rows, states and paging, the page in the address. */
export const ListPageResults = <T,>({ list, query, $total, summary, ...shown }: ListPageResultsProps<T>) => {
  const units = usePagedListUnits({ ...list, query, $total });
  return <PagedList {...shown} {...units} pageSize={list.pageSize} summary={summary?.(units.total)} />;
};
