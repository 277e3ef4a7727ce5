export { ShopThemesPage } from './ui/shop-themes-page';
