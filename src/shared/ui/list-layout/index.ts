export { AsideLayout, ListToolbar, type AsideLayoutProps } from './list-layout';
