export { ShopGuidePage } from './ui/guide-page';
