export { DartsInfoPage } from './ui/darts-info-page';
