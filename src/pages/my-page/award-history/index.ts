export { AwardHistoryPage } from './ui/award-history-page';
