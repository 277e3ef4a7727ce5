export { MenuLayout, type MenuLayoutLink, type MenuLayoutProps } from './menu-layout';
