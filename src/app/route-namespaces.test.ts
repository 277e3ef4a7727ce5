// @vitest-environment node
/**
 * Each lazy page fetches its translation namespaces with its code (lazyPage). A namespace left off
 * its list still works (the page suspends until it is in) but costs a round trip after the code:
 * this test reads every page's code, follows its imports, and checks the lists are exact.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startNamespaces } from '@/shared/i18n';

const src = fileURLToPath(new URL('..', import.meta.url));
const localeNamespaces = new Set(readdirSync(join(src, 'shared/i18n/locales/en')).map((name) => name.replace(/\.json$/, '')));

const codeFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return codeFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const resolveImport = (from: string, specifier: string): string | null => {
  const base = specifier.startsWith('@/') ? join(src, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
};

/** Namespaces named by `useTranslation(...)` or an `ns:key` text in one file. */
const namespacesIn = (text: string): string[] => {
  const found = new Set<string>();
  for (const [, args = ''] of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
    if (!args.trim()) found.add('common');
    for (const [, name = ''] of args.matchAll(/'([a-z]+)'/g)) found.add(name);
  }
  for (const [, name = ''] of text.matchAll(/['`]([a-z]+):[a-zA-Z]/g)) found.add(name);
  return [...found].filter((name) => localeNamespaces.has(name));
};

/** The names an import statement takes (`import { a, b as c } from …`); null for a namespace or default import. */
const importedNames = (clause: string): string[] | null => {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces || /^\s*\w+\s*,|\*/.test(clause.replace(/\{[^}]*\}/, ''))) return null;
  return braces[1]!
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim())
    .filter(Boolean);
};

/**
 * The modules an import reaches: through a slice's public API (index.ts), only the files that
 * export the names taken, as the bundler keeps only those; anything else, the file itself.
 */
const reachedModules = (file: string, names: string[] | null): string[] => {
  if (!/index\.tsx?$/.test(file) || names === null) return [file];
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)].flatMap(([, typeOnly, list = '', specifier = '']) => {
    if (typeOnly) return [];
    const exported = list.split(',').map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).at(-1)!.trim());
    const target = resolveImport(file, specifier);
    return target && exported.some((name) => names.includes(name)) ? [target] : [];
  });
};

/** What a page slice's code uses, following its static imports (not into app/, whose namespaces load at start). */
const namespacesOfSlice = (sliceDir: string): string[] => {
  const seen = new Set<string>();
  const used = new Set<string>();
  const stack = codeFiles(sliceDir);
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    namespacesIn(text).forEach((name) => used.add(name));
    for (const [, clause = '', specifier = ''] of text.matchAll(/import\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)'/g)) {
      const next = resolveImport(file, specifier);
      if (next && !next.startsWith(join(src, 'app'))) stack.push(...reachedModules(next, importedNames(clause)));
    }
    // Re-exports of a file reached directly (a slice's own index.ts).
    for (const [, specifier = ''] of text.matchAll(/export\s+(?!type\s)[^;]*?\s+from\s+'([^']+)'/g)) {
      const next = resolveImport(file, specifier);
      if (next && codeFiles(sliceDir).includes(file)) stack.push(next);
    }
  }
  return [...used].filter((name) => !startNamespaces.includes(name as never)).sort();
};

/** `lazyPage(() => import('…'), …, ['a', 'b'])` declarations of a router file. */
const declarations = (file: string) =>
  [...readFileSync(join(src, file), 'utf8').matchAll(/lazyPage\(\s*\(\) => import\('([^']+)'\),[^[]*\[([^\]]*)\]/g)].map(
    ([, specifier = '', list = '']) => ({
      specifier,
      declared: [...list.matchAll(/'([a-z]+)'/g)].map(([, name]) => name!).sort(),
    }),
  );

const routes = [...declarations('app/pages.ts'), ...declarations('app/my-page-area.tsx'), ...declarations('app/item-shop-area.tsx')];

describe('the namespaces each lazy page fetches with its code', () => {
  it('are declared for every page', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes.map((route) => [route.specifier, route] as const))('%s lists exactly what its code uses', (_, route) => {
    const target = resolveImport(join(src, 'app/pages.ts'), route.specifier)!;
    const slice = relative(src, target).startsWith('app') ? target : dirname(target);
    const used = relative(src, target).startsWith('app')
      ? namespacesIn(readFileSync(target, 'utf8')).concat(
          [...readFileSync(target, 'utf8').matchAll(/from '(@\/pages\/[^']+)'/g)].flatMap(([, specifier = '']) =>
            namespacesOfSlice(dirname(resolveImport(target, specifier)!)),
          ),
        )
      : namespacesOfSlice(slice);
    expect(route.declared).toEqual([...new Set(used)].filter((name) => !startNamespaces.includes(name as never)).sort());
  });
});
