export { createCountryShopList } from './model/country-shop-list';
export { CountrySelect } from './ui/country-select';
export { ShopNav } from './ui/shop-nav';
