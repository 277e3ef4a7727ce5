// The rules of the i18n check that no library makes (docs/decisions/016-field-tools.md): every key
// in every language, no key the code does not use, no key the code uses that no locale has.
// Literal UI text is the i18next/no-literal-string rule of eslint.config.js.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, startLanguage } from '../src/shared/i18n/languages';

const root = join(import.meta.dirname, '..');
const localesDir = join(root, 'src/shared/i18n/locales');
const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;

/** Nested resources → `key.path` → value. */
const flatten = (tree: object, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([name, value]) =>
    value !== null && typeof value === 'object' ? flatten(value as object, `${prefix}${name}.`) : [[`${prefix}${name}`, value]],
  );

const namespaces = readdirSync(join(localesDir, startLanguage)).map((file) => file.replace(/\.json$/, ''));
const keysOf = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as object);
/** `ns:key` of the start language, a plural by its base (`visits` for `visits_one`, `visits_other`). */
const known = new Set(
  namespaces.flatMap((namespace) => keysOf(startLanguage, namespace).map(([key]) => `${namespace}:${key.replace(PLURAL_FORM, '')}`)),
);
/** A key, or a group of keys (`t('ns:group', { returnObjects: true })`). */
const exists = (key: string) => known.has(key) || [...known].some((name) => name.startsWith(`${key}.`));

/** What the code in src/ writes of keys: every literal that may be one, template heads, t() calls. */
const scanSources = () => {
  const literals = new Set<string>();
  const namespacedLiterals = new Set<string>();
  const prefixes: string[] = [];
  const calls: { file: string; key: string; candidates: string[] }[] = [];
  for (const file of readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.(?:test|stories)\.tsx?$|\.d\.ts$/.test(file)) continue;
    const text = readFileSync(join(root, 'src', file), 'utf8');
    // t() takes a key without `ns:` from a namespace of the file's useTranslation calls, or common.
    const hooks = [...text.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap(([, list]) => list!.match(/[\w-]+/g) ?? []);
    const qualified = (written: string) =>
      /^[\w-]+:/.test(written) ? [written] : ['common', ...hooks].map((namespace) => `${namespace}:${written}`);
    for (const [, , key] of text.matchAll(/\bt\(\s*(['"`])([^'"`$\n]+)\1/g)) {
      calls.push({ file, key: key!, candidates: qualified(key!) });
      qualified(key!).forEach((candidate) => literals.add(candidate));
    }
    // Any other string names a key when written `ns:key` (a table, a message object), or a common key;
    // a template names a group by its head (`` t(`news:type.${type}`) ``).
    for (const [literal, , namespace] of text.matchAll(/(['"`])([\w-]+:)?[\w.-]+\1/g)) {
      const written = literal.slice(1, -1);
      literals.add(namespace ? written : `common:${written}`);
      if (namespace) namespacedLiterals.add(written);
    }
    for (const [, head] of text.matchAll(/`((?:[\w-]+:)?[\w.-]*\.)\$\{/g)) prefixes.push(...qualified(head!));
  }
  return { literals, namespacedLiterals, prefixes, calls };
};
const { literals, namespacedLiterals, prefixes, calls } = scanSources();

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
    const problems = languages.flatMap((language) =>
      namespaces.flatMap((namespace) => {
        const entries = keysOf(language, namespace);
        const keys = entries.map(([key]) => key);
        const expected = expectedKeys(language, namespace);
        const report = (problem: string) => (key: string) => `${language} ${namespace}:${key} ${problem}`;
        return [
          ...expected.filter((key) => !keys.includes(key)).map(report('missing')),
          ...keys.filter((key) => !expected.includes(key)).map(report('not in the start language, or a plural form i18next never reads')),
          ...entries.filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => report('empty')(key)),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('unused-key: every key is used by the code in src/', () => {
    const used = (key: string) =>
      key.split('.').some((_, end, parts) => literals.has(parts.slice(0, end + 1).join('.'))) ||
      prefixes.some((prefix) => key.startsWith(prefix));
    expect([...known].filter((key) => !used(key))).toEqual([]);
  });

  it('unknown-key: every key a t() call or an `ns:key` string names is in the locales', () => {
    const namespaced = new RegExp(`^(?:${namespaces.join('|')}):[\\w-]+(?:\\.[\\w-]+)*$`);
    const unknownCalls = calls.filter(({ candidates }) => !candidates.some(exists)).map(({ file, key }) => `src/${file}: t('${key}')`);
    const unknownStrings = [...namespacedLiterals].filter((key) => namespaced.test(key) && !exists(key));
    expect([...unknownCalls, ...unknownStrings]).toEqual([]);
  });
});
