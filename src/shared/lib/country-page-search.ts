import { readPositiveInt } from './search-params';

/** A shop list that picks its own country: the picked country (null: the site's) and the page. */
export interface CountryPage {
  country: number | null;
  page: number;
}

/**
 * The list's state as the address holds it (`?country=<countryId>&page=`), so a reload, a shared
 * link or Back from a shop shows the same list. A missing or malformed value falls back to the
 * default: no picked country (the site's country shows) and the first page.
 */
export const countryPageFromSearch = (search: string): CountryPage => ({
  country: readPositiveInt(search, 'country'),
  page: readPositiveInt(search, 'page') ?? 1,
});

/** The address query of the list (`?country=…&page=…`), defaults left out; '' when all are. */
export const searchOfCountryPage = ({ country, page }: CountryPage): string => {
  const query = new URLSearchParams();
  if (country !== null) query.set('country', String(country));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
};
