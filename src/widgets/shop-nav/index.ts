export { ShopNav } from './ui/shop-nav';
