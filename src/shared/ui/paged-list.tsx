import { styled } from '@linaria/react';
import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { useDeferredValue, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Pagination } from './pagination';
import { EmptyState, ErrorState, Loading } from './status-view';

const Items = styled.ol`
  display: grid;
  gap: var(--space-4);
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Summary = styled.p`
  margin: 0 0 var(--space-3);
  color: var(--color-ink-soft);
`;

export interface PagedListProps<T> {
  /** The items of the current page; null until the first answer. */
  items: readonly T[] | null;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  /** 1-based page shown. */
  page: number;
  pageSize: number;
  /** Items in the whole list, as the backend counts them. */
  total: number;
  onPageChange: (page: number) => void;
  /**
   * The visitor leaves a page past the end for the last page; `onPageChange` when left out. A list
   * kept in the address replaces the address then: Back should not return to a page that is not there.
   */
  onPastEndLeft?: (page: number) => void;
  /** Accessible name of the list. */
  label: string;
  paginationLabel: string;
  /** The results count, announced as a status; none when left out. */
  summary?: string;
  /** Title of the empty state (e.g. "nothing matches …"); the no-data placeholder when left out. */
  emptyTitle?: string;
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Extra class for the list, e.g. a multi-column grid. */
  listClassName?: string;
}

/**
 * A paged list as every list page shows it: an error with retry, loading, an empty state, the
 * results count, the items and the pagination. A page past the end (an empty page of a list that
 * is not empty, e.g. an old address) says so, offers the last page and keeps the pagination.
 */
export const PagedList = <T,>({
  items,
  pending,
  failed,
  onRetry,
  page,
  pageSize,
  total,
  onPageChange,
  onPastEndLeft = onPageChange,
  label,
  paginationLabel,
  summary,
  emptyTitle,
  getKey,
  renderItem,
  listClassName,
}: PagedListProps<T>) => {
  const { t } = useTranslation();
  if (failed) return <ErrorState onRetry={onRetry} />;
  if (!items || (pending && items.length === 0)) return <Loading />;
  const pastEnd = items.length === 0 && total > 0;
  if (items.length === 0 && !pastEnd) return <EmptyState title={emptyTitle} />;
  return (
    <div aria-busy={pending}>
      {pastEnd ? (
        <div role="status">
          <EmptyState title={t('pagination.pastEnd')}>
            <Button variant="secondary" onClick={() => onPastEndLeft(Math.ceil(total / pageSize))}>
              {t('pagination.toLastPage')}
            </Button>
          </EmptyState>
        </div>
      ) : (
        <>
          {summary !== undefined && <Summary role="status">{summary}</Summary>}
          <Items aria-label={label} className={listClassName}>
            {items.map((item) => (
              <li key={getKey(item)}>{renderItem(item)}</li>
            ))}
          </Items>
        </>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} label={paginationLabel} onChange={onPageChange} />
    </div>
  );
};

/** The units of a list page's model that PagedList shows: its query (answers `{ list }`), page, total and retry. */
export interface PagedListUnits<T> {
  query: { $data: Store<{ list: readonly T[] } | null>; $pending: Store<boolean>; $failed: Store<boolean> };
  $page: Store<number>;
  $total: Store<number>;
  pageChosen: EventCallable<number>;
  retried: EventCallable<void>;
  /** A list kept in the address (createListPage) replaces the address when a page past the end is left. */
  pastEndLeft?: EventCallable<number>;
}

/** PagedList's rows, states and paging, read from a list's model (see createListPage). */
export const usePagedListUnits = <T,>({ query, $page, $total, pageChosen, retried, pastEndLeft = pageChosen }: PagedListUnits<T>) => {
  const [answer, pending, failed, page, total, choosePage, retry, leavePastEnd] = useUnit([
    query.$data,
    query.$pending,
    query.$failed,
    $page,
    $total,
    pageChosen,
    retried,
    pastEndLeft,
  ]);
  // The list's first answer is rendered as a transition, in slices instead of one long task on a
  // phone (see useDeferredUnit in shared/lib); later answers and the member's own changes (an
  // optimistic star) show at once. Until then the list shows its loading state.
  const deferred = useDeferredValue(answer);
  const data = deferred === null ? null : answer;
  return {
    items: data?.list ?? null,
    pending,
    failed,
    onRetry: () => retry(),
    page,
    total,
    onPageChange: (next: number) => choosePage(next),
    onPastEndLeft: (last: number) => leavePastEnd(last),
  } satisfies Partial<PagedListProps<T>>;
};
