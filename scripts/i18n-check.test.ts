import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkKeyUsage,
  collectKeyUses,
  findLiteralStrings,
  findMissingTranslations,
  flattenKeys,
  lineOfKey,
  pluralBase,
  runCheck,
  type Locales,
} from './i18n-check';

const LOCALES = 'src/shared/i18n/locales';

/** Builds a Locales value from `{ en: { common: {...} }, ja: {...} }`. */
const localesOf = (data: Record<string, Record<string, object>>): Locales => {
  const languages = Object.keys(data);
  const namespaces = [...new Set(languages.flatMap((language) => Object.keys(data[language]!)))].sort();
  const resources: Locales['resources'] = new Map();
  const files: Locales['files'] = new Map();
  for (const language of languages) {
    const byNamespace = new Map<string, Map<string, unknown>>();
    for (const [namespace, tree] of Object.entries(data[language]!)) {
      byNamespace.set(namespace, flattenKeys(tree));
      files.set(`${language}/${namespace}`, {
        path: `${LOCALES}/${language}/${namespace}.json`,
        text: JSON.stringify(tree, null, 2),
      });
    }
    resources.set(language, byNamespace);
  }
  return { languages, namespaces, resources, files };
};

const messages = (problems: ReadonlyArray<{ rule: string; message: string }>) =>
  problems.map((problem) => `${problem.rule}: ${problem.message}`);

describe('flattenKeys and pluralBase', () => {
  it('turns nested resources into dotted keys and maps plural forms to their base key', () => {
    const keys = flattenKeys({ nav: { home: 'Home', deep: { x: 'X' } }, count_one: 'one', count_other: 'many' });
    expect([...keys.keys()]).toEqual(['nav.home', 'nav.deep.x', 'count_one', 'count_other']);
    expect(pluralBase('card.visits_one')).toBe('card.visits');
    expect(pluralBase('card.visits_other')).toBe('card.visits');
    expect(pluralBase('card.some_thing')).toBe('card.some_thing');
  });

  it('finds the line of a nested key in the JSON text', () => {
    const text = '{\n  "a": {\n    "title": "A"\n  },\n  "b": {\n    "title": "B"\n  }\n}';
    expect(lineOfKey(text, 'b.title')).toBe(6);
    expect(lineOfKey(text, 'a.title')).toBe(3);
  });
});

describe('missing translations (a)', () => {
  it('reports a key present in one language but missing in another, with where it exists', () => {
    const locales = localesOf({
      en: { common: { nav: { home: 'Home', news: 'News' } } },
      ja: { common: { nav: { home: 'ホーム' } } },
    });
    const problems = findMissingTranslations(locales, LOCALES);
    expect(messages(problems)).toEqual(['missing-translation: "common:nav.news" is missing in ja (present in en)']);
    expect(problems[0]).toMatchObject({ file: `${LOCALES}/en/common.json`, line: 4 });
  });

  it('accepts languages with different plural forms and reports empty values and missing namespaces', () => {
    const locales = localesOf({
      en: { news: { visits_one: '{{count}} visit', visits_other: '{{count}} visits' }, auth: { title: '' } },
      ja: { news: { visits_other: '閲覧数 {{count}}' } },
    });
    expect(messages(findMissingTranslations(locales, LOCALES))).toEqual([
      'missing-translation: "auth:title" is empty in en',
      'missing-translation: namespace "auth" is missing in ja',
    ]);
  });
});

describe('key usage (b, c)', () => {
  const locales = localesOf({
    en: {
      common: { nav: { home: 'Home', news: 'News' }, actions: { close: 'Close' }, unused: 'Never shown' },
      news: { title: 'News', type: { activity: 'Activity' }, visits_one: 'visit', visits_other: 'visits' },
    },
  });
  const file = (text: string, path = 'src/x.tsx') => ({ path, text });

  it('resolves t() keys through the default namespace, ns prefixes, useTranslation and plural bases', () => {
    const sources = [
      file(`const { t } = useTranslation(); t('nav.home'); t('news:title');`, 'src/a.tsx'),
      file(`const { t } = useTranslation('news'); t('visits', { count: 2 }); t('type.activity');`, 'src/b.tsx'),
      file(`export const menu = [{ key: 'nav.news' }] as const; i18n.t('actions.close');`, 'src/c.ts'),
    ];
    expect(messages(checkKeyUsage(locales, sources, LOCALES))).toEqual([
      'unused-key: "common:unused" is not used in src/',
    ]);
  });

  it('reports keys used in code that no language defines, with file and line', () => {
    const sources = [
      file(`const { t } = useTranslation('news');\nt('nope');\nt('common:nav.gone');`, 'src/a.tsx'),
      file(`export const labels = { a: 'news:type.missing', b: 'plain text' } as const;`, 'src/b.ts'),
      file(`<Trans i18nKey="news:absent" />`, 'src/c.tsx'),
      file(`t('unused'); t('nav.home'); t('nav.news'); t('actions.close'); t('news:title'); t('news:visits'); t(\`news:type.\${x}\`);`, 'src/d.ts'),
    ];
    const problems = checkKeyUsage(locales, sources, LOCALES);
    expect(problems.map((problem) => `${problem.file}:${problem.line} ${problem.message}`)).toEqual([
      'src/a.tsx:2 "news:nope" is not defined',
      'src/a.tsx:3 "common:nav.gone" is not defined',
      'src/b.ts:1 "news:type.missing" is not defined',
      'src/c.tsx:1 "news:absent" is not defined',
    ]);
  });

  it('treats a file with several useTranslation namespaces as using any of them', () => {
    const uses = collectKeyUses(
      'src/a.tsx',
      `const { t } = useTranslation(['common', 'news']);\nt('title');`,
      ['common', 'news'],
    );
    expect(uses.filter((use) => use.kind === 'call')).toEqual([
      { key: 'title', namespaces: ['common', 'news'], explicit: false, kind: 'call', line: 2 },
    ]);
  });
});

describe('literal strings (d)', () => {
  it('flags JSX text and text attributes with letters in any script, not punctuation or expressions', () => {
    const text = [
      'export const A = () => (',
      '  <div title="Tip" data-x="raw" className="box">',
      '    <img alt="写真" src="/a.webp" />',
      "    <p>{t('x')} · {count}</p>",
      "    <span>{'Hello'}</span>",
      '    Welcome back',
      '    <input placeholder={t("p")} aria-label="Search" />',
      '  </div>',
      ');',
    ].join('\n');
    expect(findLiteralStrings('src/a.tsx', text).map((problem) => `${problem.line} ${problem.message}`)).toEqual([
      '2 title "Tip" is not translated',
      '3 alt "写真" is not translated',
      '5 text "Hello" is not translated',
      '6 text "Welcome back" is not translated',
      '7 aria-label "Search" is not translated',
    ]);
  });

  it('honours an i18n-ignore comment on the previous line and skips .ts files', () => {
    const text = ['const A = () => (', '  <p>', '    {/* i18n-ignore */}', '    <code>demo</code>', '  </p>', ');'].join(
      '\n',
    );
    expect(findLiteralStrings('src/a.tsx', text)).toEqual([]);
    expect(findLiteralStrings('src/a.ts', 'const a = "<p>Hello</p>";')).toEqual([]);
  });
});

describe('runCheck on a project tree', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root!, path)), { recursive: true });
    writeFileSync(join(root!, path), text);
  };

  it('reports all four kinds of problem and skips test files', () => {
    root = mkdtempSync(join(tmpdir(), 'i18n-check-'));
    for (const language of ['en', 'zh-CN', 'zh-TW']) {
      write(`${LOCALES}/${language}/common.json`, JSON.stringify({ hello: 'x', spare: 'y' }));
    }
    write(`src/app/app.tsx`, `export const App = () => <h1 title="Hi">{t('hello')}{t('bye')}</h1>;`);
    write(`src/app/app.test.tsx`, `t('spare'); const x = <p>Test text</p>;`);
    const problems = runCheck({ root });
    expect(problems.map((problem) => `${problem.rule} ${problem.file}:${problem.line}`)).toEqual([
      'missing-translation src/shared/i18n/locales/ja/common.json:1',
      'unknown-key src/app/app.tsx:1',
      'unused-key src/shared/i18n/locales/en/common.json:1',
      'literal-string src/app/app.tsx:1',
    ]);
  });
});
