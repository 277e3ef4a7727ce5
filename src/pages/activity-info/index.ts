export { ActivityInfoPage } from './ui/activity-info-page';
