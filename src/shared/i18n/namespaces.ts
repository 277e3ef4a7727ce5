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
