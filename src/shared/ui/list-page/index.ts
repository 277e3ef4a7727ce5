export { AsideLayout, ListToolbar, type AsideLayoutProps } from './list-layout';
export { ListPageResults, type ListPageResultsProps, type ListPageUnits } from './list-page-results';
