import { combine, createEvent, createStore, merge, sample, type EventCallable, type Store } from 'effector';
import { readPositiveInt } from '../search-params';
import { createAddressNavigation } from './address-navigation';
import { createAddressState } from './address-state';

/** A list's state as its address holds it: the page's own filters (and search) and the page. */
export interface ListState<Filters> {
  filters: Filters;
  page: number;
}

/** What a list asks its query for: the filters read from the address, the page, and the context (e.g. the country). */
export interface ListRequest<Filters, Context> {
  filters: Filters;
  page: number;
  pageSize: number;
  context: Context;
}

/**
 * The model of a list page, built on the address-state model: its filters, search and page live
 * in the address only (`/News?type=4&title=…&page=2`), so a reload, a shared link, Back and
 * Forward show the same list.
 *
 * The page gives its router location's `search` to `Gate` (`useAddressGate`); the app may begin
 * it before its first render with `visit.started`. The factory reads `?page=` itself; `parse` and
 * `format` deal with the page's own filters only (`format` must not write `page`). Choosing a
 * filter, a search or a page does not change a store: it *pushes* a new address (a filter or a
 * search starts again from page 1, a page keeps the filters), and the list follows the address.
 * Leaving a page past the end for the last one replaces the address (`pastEndLeft`).
 *
 * Of its query the list needs only `start`. It asks when the page opens, when the address names
 * another state, when the context changes and when the visitor retries, and it asks once per
 * state: a state whose `paramsOf` and context are those it asked for last asks nothing again (a
 * page of a list paged on the client, `?page=1` for none). The latest start wins (every query of
 * createApiQuery takes the latest answer), so a slow answer to an older address never replaces
 * the newer one.
 *
 * Beyond `{ name, query, pageSize, parse, format }`, three options the shared layer cannot guess:
 * - `path`: where the list lives (navigation writes `path` + query; shared does not know the routes);
 * - `paramsOf`: the query's own parameters from the filters, page, page size and context;
 * - `context` (optional): a store the list also depends on, e.g. the country. When it changes the
 *   list starts again from page 1 (replacing the address: the visitor did not choose that step).
 *
 * `paramsOf` may answer `null`: nothing to ask for that request, e.g. a member list while the
 * session's member id (its context) is not known, or a tab whose rows another query shows. Every
 * time the list would ask, `requested` carries the request (also when `paramsOf` answers null or
 * asks what it asked last), so a page with two lists behind one address (tabs) can start its other
 * query from it.
 */
export function createListPage<Filters, Params, Context = null>({
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
  query: { start: EventCallable<Params> };
  pageSize: number;
  parse: (search: URLSearchParams) => Filters;
  format: (filters: Filters) => URLSearchParams;
  paramsOf: (request: ListRequest<Filters, Context>) => Params | null;
  context?: Store<Context>;
}) {
  const address = createAddressState<ListState<Filters>>({
    name,
    parse: (search) => ({ filters: parse(search), page: readPositiveInt(search, 'page') ?? 1 }),
  });
  const { chosen, corrected } = createAddressNavigation(address, {
    path,
    format: ({ filters, page }) => {
      const search = format(filters);
      search.delete('page');
      if (page > 1) search.set('page', String(page));
      return search;
    },
  });
  const { Gate, visit } = address;
  const $filters = address.$state.map(({ filters }) => filters);
  const $page = address.$state.map(({ page }) => page);
  const $context = context ?? createStore<Context>(null as Context, { name: `${name}.context`, skipVoid: false });

  /** Some filters or the search changed (the others kept): back to the first page. */
  const filtersChanged = createEvent<Partial<Filters>>();
  const pageChosen = createEvent<number>();
  /** The visitor left a page past the end of the list (an old address) for the page given. */
  const pastEndLeft = createEvent<number>();
  const retried = createEvent();

  sample({ clock: filtersChanged, source: $filters, fn: (filters, change) => ({ filters: { ...filters, ...change }, page: 1 }), target: chosen });
  sample({ clock: pageChosen, source: $filters, fn: (filters, page) => ({ filters, page }), target: chosen });
  sample({ clock: pastEndLeft, source: $filters, fn: (filters, page) => ({ filters, page }), target: corrected });

  const $request = combine(
    { filters: $filters, page: $page, context: $context },
    ({ filters, page, context: value }): ListRequest<Filters, Context> => ({ filters, page, pageSize, context: value }),
  );

  // Another context on a later page: the first page of the new context, through the address.
  const contextChanged = sample({ clock: $context.updates, source: address.$state, filter: visit.$isOn });
  sample({ clock: contextChanged, filter: ({ page }) => page > 1, fn: ({ filters }) => ({ filters, page: 1 }), target: corrected });
  const contextChangedOnFirstPage = sample({ clock: contextChanged, filter: ({ page }) => page === 1 });

  const changed = sample({ clock: [address.shown, contextChangedOnFirstPage], source: $request });
  const retriedRequest = sample({ clock: retried, source: $request, filter: visit.$isOn });
  const requested = merge([changed, retriedRequest]);

  /** What the list last asked for (its parameters and context), forgotten when the page closes. */
  const keyOf = (request: ListRequest<Filters, Context>) => JSON.stringify([paramsOf(request), request.context]);
  const $asked = createStore<string | null>(null, { name: `${name}.asked`, serialize: 'ignore' }).reset(Gate.close);
  const asking = merge([
    sample({ clock: changed, source: $asked, filter: (asked, request) => keyOf(request) !== asked, fn: (_, request) => request }),
    retriedRequest,
  ]);
  sample({ clock: asking, fn: keyOf, target: $asked });
  sample({
    clock: asking,
    filter: (request) => paramsOf(request) !== null,
    // paramsOf is a pure function of the request: the filter let only requests with parameters through.
    fn: (request) => paramsOf(request) as Params,
    target: query.start,
  });

  return { Gate, visit, $filters, $page, filtersChanged, pageChosen, pastEndLeft, retried, requested, pageSize };
}

/** What every public list call takes beside its filters: the site's country and the page. */
export interface CountryPageParams {
  countryId: number;
  pageNum: number;
  pageSize: number;
}

/**
 * A public list of the site's country (news, columns, activities, shop search): a createListPage
 * whose context is `country` (the site's country id) and whose call takes the filters as they are
 * (named as the call names them) with the country and the page; so it starts again from page 1
 * when the country changes. Named after its path.
 */
export function createCountryListPage<Params extends object, Filters extends Partial<Params>>(
  country: Store<number>,
  {
    path,
    query,
    pageSize,
    filters,
  }: {
    path: string;
    query: { start: EventCallable<Params> };
    pageSize: number;
    /** The list's own filters in the address (see createListPage's `parse` and `format`). */
    filters: { parse: (search: URLSearchParams) => Filters; format: (filters: Filters) => URLSearchParams };
  },
) {
  return createListPage({
    name: path,
    path,
    query,
    pageSize,
    ...filters,
    context: country,
    // The filters are fields of the call (`Filters extends Partial<Params>`); every public list call
    // takes the country and the page as these three numbers.
    paramsOf: ({ filters: chosen, page, context: countryId }) =>
      ({ ...chosen, countryId, pageNum: page, pageSize }) satisfies CountryPageParams as unknown as Params,
  });
}
