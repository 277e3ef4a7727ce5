export { ActivitiesPage } from './ui/activities-page';
