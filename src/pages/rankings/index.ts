export { AwardRankingsPage } from './ui/award-rankings-page';
export { GameRankingsPage } from './ui/game-rankings-page';
