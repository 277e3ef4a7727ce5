export { ItemShopHomePage } from './ui/home-page';
