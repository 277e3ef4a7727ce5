export { RecentGamesPage } from './ui/recent-games-page';
