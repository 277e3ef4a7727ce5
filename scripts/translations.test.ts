// Two rules of the i18n check that no library makes (docs/decisions/016-field-tools.md): every key
// in every language, and no key the code does not use. Unknown keys are type errors (the typed
// resources of src/shared/i18n/i18next.d.ts), literal UI text an ESLint error (eslint.config.js).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, startLanguage } from '../src/shared/i18n/languages';

const root = join(import.meta.dirname, '..');
const localesDir = join(root, 'src/shared/i18n/locales');
const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;
const readJson = (path: string): object => JSON.parse(readFileSync(path, 'utf8')) as object;

/** Nested resources → `key.path` → value. */
const flatten = (tree: object, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([name, value]) =>
    value !== null && typeof value === 'object' ? flatten(value as object, `${prefix}${name}.`) : [[`${prefix}${name}`, value]],
  );

const namespaces = readdirSync(join(localesDir, startLanguage)).map((file) => file.replace(/\.json$/, ''));
const keysOf = (language: string, namespace: string) => flatten(readJson(join(localesDir, language, `${namespace}.json`)));

/** The keys a language must have: the start language's, each plural in the forms i18next asks for in that language. */
const expectedKeys = (language: string, namespace: string): string[] => {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = keysOf(startLanguage, namespace).map(([key]) => key);
  const bases = new Set(keys.filter((key) => PLURAL_FORM.test(key)).map((key) => key.replace(PLURAL_FORM, '')));
  return [...keys.filter((key) => !PLURAL_FORM.test(key)), ...[...bases].flatMap((base) => forms.map((form) => `${base}_${form}`))].sort();
};

describe('i18n check', () => {
  it('missing-translation: every language has every key of every namespace, none empty', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...languages].sort());
    for (const language of languages) {
      for (const namespace of namespaces) {
        const keys = keysOf(language, namespace);
        expect(keys.map(([key]) => key).sort(), `${language}/${namespace}.json`).toEqual(expectedKeys(language, namespace));
        expect(keys.filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => `${language} ${namespace}:${key}`)).toEqual([]);
      }
    }
  });

  it('unused-key: every key is used by the code in src/', () => {
    const used = new Set<string>();
    const prefixes: string[] = [];
    for (const file of readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.(?:test|stories)\.tsx?$|\.d\.ts$/.test(file)) continue;
      const text = readFileSync(join(root, 'src', file), 'utf8');
      // Keys a file writes without `ns:` are in the namespaces of its useTranslation calls, or common.
      const hooks = [...text.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap(([, list]) => list!.match(/[\w-]+/g) ?? []);
      const fileNamespaces = ['common', ...hooks];
      const qualified = (written: string) =>
        /^[\w-]+:/.test(written) ? [written] : fileNamespaces.map((namespace) => `${namespace}:${written}`);
      // A key is used where the code writes it as a string (in a t() call, a table, a message object),
      // a whole group where a template starts with it (`` t(`news:type.${type}`) ``).
      for (const [literal] of text.matchAll(/(['"`])(?:[\w-]+:)?[\w.-]+\1/g)) qualified(literal.slice(1, -1)).forEach((key) => used.add(key));
      for (const [, head] of text.matchAll(/`((?:[\w-]+:)?[\w.-]*\.)\$\{/g)) prefixes.push(...qualified(head!));
    }
    const unused = namespaces.flatMap((namespace) =>
      [...new Set(keysOf(startLanguage, namespace).map(([key]) => `${namespace}:${key.replace(PLURAL_FORM, '')}`))].filter(
        // A key is also used with its group (`t('ns:group', { returnObjects: true })`).
        (key) => !key.split('.').some((_, end, parts) => used.has(parts.slice(0, end + 1).join('.'))) && !prefixes.some((prefix) => key.startsWith(prefix)),
      ),
    );
    expect(unused).toEqual([]);
  });
});
