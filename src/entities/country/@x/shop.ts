/** Cross-import for entities/shop: the shop card shows its country's flag, named in the UI language. */
export { CountryFlag } from '../ui/country-flag';
export { useCountryName } from '../lib/use-country-name';
