export { ShopSearchPage } from './ui/shop-search-page';
