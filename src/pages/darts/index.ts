export { DartsPage } from './ui/darts-page';
