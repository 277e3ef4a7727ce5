export { ActivitiesPage } from './ui/activities-page';
export { activitiesVisit } from './model/activities-page';
