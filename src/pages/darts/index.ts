export { DartsPage } from './ui/darts-page';
export { dartsVisit } from './model/darts-page';
