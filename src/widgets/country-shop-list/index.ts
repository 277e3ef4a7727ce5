export { createCountryShopList } from './model/country-shop-list';
export { CountrySelect } from './ui/country-select';
