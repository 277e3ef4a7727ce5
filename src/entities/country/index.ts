export {
  $countries,
  $countryId,
  countriesQuery,
  countriesWanted,
  countryChosen,
  countryRestoreRequested,
  defaultCountryId,
} from './model/country';
export { CountryFlag } from './ui/country-flag';
export { useCountryName } from './lib/use-country-name';
