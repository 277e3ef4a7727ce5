import { combine, sample, type EventCallable } from 'effector';
import { readPositiveInt } from '@/shared/lib';
import { createListPage } from '@/shared/lib/page-model';
import { $countryId, countriesWanted } from '@/entities/country';

/** The country a shop list shows: one the visitor picked, or null for the site's country. */
export interface CountryFilter {
  country: number | null;
}

/** `?country=<countryId>`; missing or malformed: none picked (the site's country shows). */
export const parseCountryFilter = (search: URLSearchParams): CountryFilter => ({ country: readPositiveInt(search, 'country') });

/** The address query of the filter, left out when none is picked. */
export const formatCountryFilter = ({ country }: CountryFilter): URLSearchParams =>
  new URLSearchParams(country === null ? {} : { country: String(country) });

/**
 * A shop list by country (new shops, shop themes), built on createListPage: the site's country
 * until the visitor picks another one in the page's own selector (`CountrySelect`), which leaves the
 * site's country as it is. The picked country and the page live in the address
 * (`?country=17829&page=2`). `paramsOf` gets the country shown.
 */
export function createCountryShopList<Params>({
  path,
  query,
  pageSize,
  paramsOf,
}: {
  path: string;
  query: { start: EventCallable<Params> };
  pageSize: number;
  paramsOf: (request: { countryId: number; page: number; pageSize: number }) => Params;
}) {
  const list = createListPage({
    name: path,
    path,
    query,
    pageSize,
    parse: parseCountryFilter,
    format: formatCountryFilter,
    context: $countryId,
    paramsOf: ({ filters, page, context: countryId }) => paramsOf({ countryId: filters.country ?? countryId, page, pageSize }),
  });
  const $shownCountry = combine(list.$filters, $countryId, ({ country }, current) => country ?? current);
  const countryPicked = list.filtersChanged.prepend((country: number) => ({ country }));

  // The selector offers the countries of the country list (loaded once).
  sample({ clock: list.visit.begun, target: countriesWanted });

  return { ...list, $shownCountry, countryPicked };
}
