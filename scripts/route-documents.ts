// The page paths that get an index.html of their own (scripts/vite-plugins.ts routeDocuments),
// read from the app's page table and router so a new page needs no second list: each
// `[routes.x, XPage]` of `laidOutPages`, the app download page, home (index.html itself), and the screens of the member
// areas (`Key: lazyPage(() => import(…))` in my-page-area.tsx and item-shop-area.tsx), with the
// modules their `lazyPage(() => import(…))` load. Only erasable TypeScript (vite.config.ts loads it).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteDocument } from './vite-plugins.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string): string => readFileSync(join(root, file), 'utf8');

/** `'@/pages/news'` → `src/pages/news/index.ts`; `'./my-page-area'` → `src/app/my-page-area.tsx`. */
const moduleFile = (specifier: string): string => {
  const base = specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : join('src/app', specifier);
  const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => existsSync(join(root, file)));
  if (!found) throw new Error(`route documents: no module for ${specifier}`);
  return found;
};

/** `Key: lazyPage(() => import('…')` entries of a member area's table of screens. */
const areaScreens = (areaModule: string): Array<[key: string, module: string]> =>
  [...read(areaModule).matchAll(/^\s+(\w+): lazyPage\(\(\) => import\('([^']+)'\)/gm)].map(([, key, specifier]) => [key!, moduleFile(specifier!)]);

export const readRouteDocuments = (
  routerFiles: readonly string[] = ['src/app/pages.ts', 'src/app/router.tsx'],
  routesFile = 'src/shared/config/routes.ts',
): RouteDocument[] => {
  const router = routerFiles.map(read).join('\n');
  const paths = new Map([...read(routesFile).matchAll(/^\s+(\w+): '(\/[^']*)',$/gm)].map(([, name, path]) => [name!, path!]));
  const pages = new Map(
    [...router.matchAll(/const (\w+) = lazyPage\(\s*\(\) => import\('([^']+)'\)/g)].map(([, name, specifier]) => [name!, moduleFile(specifier!)]),
  );
  const home = pages.get('HomePage');
  if (!home) throw new Error('route documents: no HomePage in the router');
  const documents: RouteDocument[] = [['/', [home]]];
  const entries = [
    ...router.matchAll(/\[\s*(?:routes\.(\w+)|`\$\{routes\.(\w+)\}\/\*`),\s*(\w+)\s*\]/g),
    ...router.matchAll(/<Route path=\{routes\.(\w+)\}()[^>]*element=\{<\w+>\s*<(\w+) \/>/g),
  ];
  for (const [, name, areaName, page] of entries) {
    const path = paths.get((name || areaName)!);
    const module = pages.get(page!);
    if (!path || !module) throw new Error(`route documents: cannot read the route of ${page}`);
    documents.push([path, [module]]);
    // A member area's screens: the area's code and the screen's. (Its index screen is the area's path.)
    if (areaName) {
      for (const [key, screen] of areaScreens(module)) if (key !== 'overview') documents.push([`${path}/${key}`, [module, screen]]);
    }
  }
  return documents;
};

export const routeDocumentList = readRouteDocuments();
