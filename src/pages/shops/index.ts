export { ShopsPage } from './ui/shops-page';
