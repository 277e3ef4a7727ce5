export { ItemBuyPage } from './ui/item-buy-page';
