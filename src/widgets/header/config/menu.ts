import { routes } from '@/shared/config';

interface MenuItem {
  labelKey:
    | 'nav.home'
    | 'nav.news'
    | 'nav.shops'
    | 'nav.activities'
    | 'nav.columns'
    | 'nav.players'
    | 'nav.rankings'
    | 'nav.match'
    | 'nav.itemShop'
    | 'nav.taskReward'
    | 'nav.serviceEr';
  /** No path: the spec shows the item disabled. */
  path: string | null;
}

/** The header menu. Sections appear here as their screens are built. */
const menuItems: readonly MenuItem[] = [
  { labelKey: 'nav.home', path: routes.home },
  { labelKey: 'nav.news', path: null },
  { labelKey: 'nav.shops', path: routes.shops },
  { labelKey: 'nav.activities', path: routes.activities },
  { labelKey: 'nav.columns', path: routes.darts },
  { labelKey: 'nav.players', path: routes.players },
  { labelKey: 'nav.rankings', path: routes.rankings },
  { labelKey: 'nav.match', path: routes.match },
  { labelKey: 'nav.itemShop', path: routes.itemShop },
  { labelKey: 'nav.taskReward', path: null },
  { labelKey: 'nav.serviceEr', path: null },
];

/** The sections with a screen: the menu's links. */
export const sectionItems = menuItems.filter((item): item is MenuItem & { path: string } => item.path !== null);

/** The sections the spec shows disabled: kept together at the menu's end. */
export const comingSoonItems = menuItems.filter((item) => item.path === null);
