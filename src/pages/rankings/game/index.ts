export { GameRankingsPage } from './ui/game-rankings-page';
