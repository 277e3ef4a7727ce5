import { routes } from '@/shared/config';

interface MenuItem {
  labelKey: 'nav.home' | 'nav.news' | 'nav.taskReward' | 'nav.serviceEr';
  /** No path: the spec shows the item disabled. */
  path: string | null;
}

/** The header menu. Sections appear here as their screens are built. */
export const menuItems: readonly MenuItem[] = [
  { labelKey: 'nav.home', path: routes.home },
  { labelKey: 'nav.news', path: null },
  { labelKey: 'nav.taskReward', path: null },
  { labelKey: 'nav.serviceEr', path: null },
];
