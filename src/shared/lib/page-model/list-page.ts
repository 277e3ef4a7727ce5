import type { Query } from '@farfetched/core';
import { combine, createEvent, createStore, sample, type Store } from 'effector';
import { createGate } from 'effector-react';
import { navigateFx } from '../browser/navigation';
import { readPositiveInt } from '../search-params';

/** What a list asks its query for: the filters read from the address, the page, and the context (e.g. the country). */
export interface ListRequest<Filters, Context> {
  filters: Filters;
  page: number;
  pageSize: number;
  context: Context;
}

/**
 * The model of a list page whose filters, search and page live in the address only
 * (`/News?type=4&title=…&page=2`), so a reload, a shared link, Back and Forward show the same list.
 *
 * The page gives its router location's `search` to `Gate` (as with createDetailPage). The factory
 * reads `?page=` itself; `parse` and `format` deal with the page's own filters only (`format` must
 * not write `page`). Choosing a filter, a search or a page does not change a store: it *pushes* a
 * new address (a filter or a search starts again from page 1, a page keeps the filters), and the
 * list follows the address. The query starts when the page opens, the address changes, the
 * context changes or the visitor retries; the latest start wins (every query of createApiQuery
 * takes the latest answer), so a slow answer to an older address never replaces the newer one.
 *
 * Beyond `{ name, query, pageSize, parse, format }`, three options the shared layer cannot guess:
 * - `path`: where the list lives (navigation writes `path` + query; shared does not know the routes);
 * - `paramsOf`: the query's own parameters from the filters, page, page size and context;
 * - `context` (optional): a store the list also depends on, e.g. the country. When it changes the
 *   list starts again from page 1 (replacing the address: the visitor did not choose that step).
 *
 * `paramsOf` may answer `null`: nothing to ask for that request, e.g. a member list while the
 * session's member id (its context) is not known, or a tab whose rows another query shows. Every
 * time the list would ask, `requested` carries the request (also when `paramsOf` answers null),
 * so a page with two lists behind one address (tabs) can start its other query from it.
 */
export function createListPage<Filters, Params, Data, Failure, Context = null>({
  name,
  path,
  query,
  pageSize,
  parse,
  format,
  paramsOf,
  context,
}: {
  name: string;
  path: string;
  query: Query<Params, Data, Failure>;
  pageSize: number;
  parse: (search: URLSearchParams) => Filters;
  format: (filters: Filters) => URLSearchParams;
  paramsOf: (request: ListRequest<Filters, Context>) => Params | null;
  context?: Store<Context>;
}) {
  const Gate = createGate<{ search: string }>({ name, defaultState: { search: '' } });
  /** The address's query as text: a string, so a re-render with the same address changes nothing. */
  const $search = Gate.state.map(({ search }) => search);
  const $filters = $search.map((search) => parse(new URLSearchParams(search)));
  const $page = $search.map((search) => readPositiveInt(search, 'page') ?? 1);
  const $context = context ?? createStore<Context>(null as Context, { name: `${name}.context`, skipVoid: false });

  /** Some filters or the search changed (the others kept): back to the first page. */
  const filtersChanged = createEvent<Partial<Filters>>();
  const pageChosen = createEvent<number>();
  const retried = createEvent();

  const addressOf = (filters: Filters, page: number): string => {
    const search = format(filters);
    search.delete('page');
    if (page > 1) search.set('page', String(page));
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  };

  sample({
    clock: filtersChanged,
    source: $filters,
    filter: Gate.status,
    fn: (filters, change) => addressOf({ ...filters, ...change }, 1),
    target: navigateFx,
  });

  sample({
    clock: pageChosen,
    source: $filters,
    filter: Gate.status,
    fn: (filters, page) => addressOf(filters, page),
    target: navigateFx,
  });

  const $request = combine(
    { filters: $filters, page: $page, context: $context },
    ({ filters, page, context: value }): ListRequest<Filters, Context> => ({ filters, page, pageSize, context: value }),
  );

  // Another context on a later page: the first page of the new context, through the address.
  const contextChanged = createEvent();
  sample({ clock: $context.updates, filter: Gate.status, fn: () => undefined, target: contextChanged });
  sample({
    clock: contextChanged,
    source: $request,
    filter: (request: ListRequest<Filters, Context>) => request.page > 1,
    fn: (request: ListRequest<Filters, Context>) => ({ to: addressOf(request.filters, 1), replace: true }),
    target: navigateFx,
  });
  const contextChangedOnFirstPage = sample({ clock: contextChanged, source: $page, filter: (page: number) => page === 1 });

  const requested = sample({
    clock: [Gate.open, $search.updates, contextChangedOnFirstPage, retried],
    source: $request,
    filter: Gate.status,
  });
  sample({
    clock: requested,
    filter: (request: ListRequest<Filters, Context>) => paramsOf(request) !== null,
    // paramsOf is a pure function of the request: the filter let only requests with parameters through.
    fn: (request: ListRequest<Filters, Context>) => paramsOf(request) as Params,
    target: query.start,
  });

  return { Gate, $filters, $page, filtersChanged, pageChosen, retried, requested, pageSize };
}
