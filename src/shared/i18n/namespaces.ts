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
 * Namespaces of the member area, not loaded at start: a visitor never needs them. The My page
 * layout loads them when a member opens it (and a screen on its own loads its namespace itself).
 */
export const memberNamespaces = ['stats', 'cards', 'friends', 'account'] as const;
export type MemberNamespace = (typeof memberNamespaces)[number];
