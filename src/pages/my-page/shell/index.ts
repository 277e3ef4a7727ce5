export { MyPageLayout } from './ui/my-page-layout';
export { MyPageSectionPlaceholder } from './ui/my-page-section';
