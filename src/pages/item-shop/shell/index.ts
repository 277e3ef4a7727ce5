export { ItemShopLayout } from './ui/item-shop-layout';
