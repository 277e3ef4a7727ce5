export { HomePage } from './ui/home-page';
export { homeVisit } from './model/home-page';
