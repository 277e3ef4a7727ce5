export { ShopInfoPage } from './ui/shop-info-page';
