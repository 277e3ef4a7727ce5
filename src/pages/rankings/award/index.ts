export { AwardRankingsPage } from './ui/award-rankings-page';
