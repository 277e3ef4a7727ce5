/** One namespace per area of the product; each is a JSON file per language in locales/. */
export const namespaces = [
  'common',
  'news',
  'auth',
  'home',
  'shops',
  'activities',
  'columns',
  'players',
  'rankings',
  'site',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';
/**
 * Loaded before the first render: what the header, footer and toasts of every page use. Forms'
 * texts (auth) come with the pages that have the forms.
 * A page's own namespaces load with it (react-i18next suspends the page until they are in).
 */
export const startNamespaces: readonly Namespace[] = ['common'];

/** Namespaces of the member area: a visitor never downloads them. */
export const memberNamespaces = ['stats', 'cards', 'friends', 'account', 'items', 'myitems', 'gifts', 'itemguide'] as const;
export type MemberNamespace = (typeof memberNamespaces)[number];
