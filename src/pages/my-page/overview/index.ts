export { MyPageOverviewPage } from './ui/overview-page';
