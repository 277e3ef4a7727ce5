export { MyItemsPage } from './ui/my-items-page';
