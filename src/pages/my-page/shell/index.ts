export { MyPageLayout } from './ui/my-page-layout';
