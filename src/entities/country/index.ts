export {
  $countries,
  $countryId,
  countriesQuery,
  countryChosen,
  countryRestoreRequested,
  defaultCountryId,
} from './model/country';
export { CountryFlag } from './ui/country-flag';
export { useCountryName } from './lib/use-country-name';
export { createCountryListPage, type CountryPageParams } from './model/country-list-page';
