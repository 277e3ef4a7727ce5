/** Cross-import for entities/shop: the shop card shows its country's flag. */
export { CountryFlag } from '../ui/country-flag';
