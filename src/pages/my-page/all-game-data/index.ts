export { AllGameDataPage } from './ui/all-game-data-page';
