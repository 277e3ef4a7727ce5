export { DartsListPage } from './ui/darts-list-page';
