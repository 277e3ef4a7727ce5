export { NewShopsPage } from './ui/new-shops-page';
