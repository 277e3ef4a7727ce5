// `npm run i18n:check`: the translation check of `npm test`.
//   missing-translation  a key (or namespace file) exists in one language but not in another, or is empty
//   unused-key           a key no code in src/ uses
//   unknown-key          code uses a key that no language defines
//   literal-string       a component renders a user-visible literal instead of a translation
// Usage: tsx scripts/i18n-check.ts [--json=report.json]
// A line containing `i18n-ignore` (e.g. `{/* i18n-ignore */}` or `// i18n-ignore`) exempts the
// next line, or its own line, from the literal-string rule.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const rules = ['missing-translation', 'unused-key', 'unknown-key', 'literal-string'] as const;
export type Rule = (typeof rules)[number];

export interface Problem {
  rule: Rule;
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  message: string;
}

export const expectedLanguages = ['en', 'zh-CN', 'zh-TW', 'ja'] as const;
export const defaultNamespace = 'common';

const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;
/** Attributes whose text a user sees or hears. */
export const textAttributes = new Set([
  'alt',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'label',
]);
const LETTER = /\p{L}/u;

/** `news.card.visits_one` → `news.card.visits` (i18next plural forms share one key in code). */
export const pluralBase = (key: string): string => key.replace(PLURAL_SUFFIX, '');

/** Nested resources → dotted keys and their (string) values. Arrays count as leaves. */
export const flattenKeys = (value: unknown, prefix = ''): Map<string, unknown> => {
  const keys = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [name, child] of Object.entries(value)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (child !== null && typeof child === 'object' && !Array.isArray(child)) {
        for (const [nested, leaf] of flattenKeys(child, key)) keys.set(nested, leaf);
      } else {
        keys.set(key, child);
      }
    }
  }
  return keys;
};

/** language → namespace → flat key → value, plus where each file lives. */
export interface Locales {
  languages: string[];
  namespaces: string[];
  resources: Map<string, Map<string, Map<string, unknown>>>;
  /** `${language}/${namespace}` → file path (relative to the project root) and its text. */
  files: Map<string, { path: string; text: string }>;
}

export const fileKey = (language: string, namespace: string) => `${language}/${namespace}`;

/** Line (1-based) of a dotted key in a JSON file, following the path segment by segment. */
export const lineOfKey = (jsonText: string, key: string): number => {
  let position = 0;
  for (const segment of key.split('.')) {
    const pattern = new RegExp(`"${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*:`, 'g');
    pattern.lastIndex = position;
    const match = pattern.exec(jsonText);
    if (!match) return 1;
    position = match.index + match[0].length;
  }
  return jsonText.slice(0, position).split('\n').length;
};

const toPosix = (path: string) => path.split(sep).join('/');

export const loadLocales = (root: string, localesDir: string): { locales: Locales; problems: Problem[] } => {
  const problems: Problem[] = [];
  const absolute = join(root, localesDir);
  const found = readdirSync(absolute).filter((name) => statSync(join(absolute, name)).isDirectory());
  const languages = [...new Set([...expectedLanguages, ...found])];
  const resources: Locales['resources'] = new Map();
  const files: Locales['files'] = new Map();
  const namespaces = new Set<string>();
  for (const language of languages) {
    const byNamespace = new Map<string, Map<string, unknown>>();
    resources.set(language, byNamespace);
    if (!found.includes(language)) continue;
    for (const name of readdirSync(join(absolute, language)).filter((file) => file.endsWith('.json'))) {
      const namespace = name.slice(0, -'.json'.length);
      const path = toPosix(relative(root, join(absolute, language, name)));
      const text = readFileSync(join(absolute, language, name), 'utf8');
      namespaces.add(namespace);
      files.set(fileKey(language, namespace), { path, text });
      try {
        byNamespace.set(namespace, flattenKeys(JSON.parse(text)));
      } catch (error) {
        problems.push({ rule: 'missing-translation', file: path, line: 1, message: `invalid JSON: ${String(error)}` });
        byNamespace.set(namespace, new Map());
      }
    }
  }
  return { locales: { languages, namespaces: [...namespaces].sort(), resources, files }, problems };
};

/**
 * (a) Every language has every namespace and every key (compared by plural base, since languages
 * have different plural forms: English `_one`/`_other`, Japanese only `_other`), and no value is empty.
 */
export const findMissingTranslations = (locales: Locales, localesDir: string): Problem[] => {
  const problems: Problem[] = [];
  for (const namespace of locales.namespaces) {
    const basesByLanguage = new Map<string, Set<string>>();
    for (const language of locales.languages) {
      const keys = locales.resources.get(language)?.get(namespace);
      basesByLanguage.set(language, new Set([...(keys?.keys() ?? [])].map(pluralBase)));
      if (!keys) {
        problems.push({
          rule: 'missing-translation',
          file: `${localesDir}/${language}/${namespace}.json`,
          line: 1,
          message: `namespace "${namespace}" is missing in ${language}`,
        });
        continue;
      }
      const file = locales.files.get(fileKey(language, namespace));
      for (const [key, value] of keys) {
        if (value === '' || value === null) {
          problems.push({
            rule: 'missing-translation',
            file: file?.path ?? `${localesDir}/${language}/${namespace}.json`,
            line: file ? lineOfKey(file.text, key) : 1,
            message: `"${namespace}:${key}" is empty in ${language}`,
          });
        }
      }
    }
    const allBases = new Set([...basesByLanguage.values()].flatMap((bases) => [...bases]));
    for (const base of [...allBases].sort()) {
      const missing = locales.languages.filter((language) => !basesByLanguage.get(language)?.has(base));
      if (missing.length === 0 || missing.length === locales.languages.length) continue;
      const present = locales.languages.filter((language) => !missing.includes(language));
      if (missing.every((language) => !locales.resources.get(language)?.has(namespace))) continue; // reported above
      const where = locales.files.get(fileKey(present[0]!, namespace));
      const sample = [...(locales.resources.get(present[0]!)?.get(namespace)?.keys() ?? [])].find(
        (key) => pluralBase(key) === base,
      );
      problems.push({
        rule: 'missing-translation',
        file: where?.path ?? `${localesDir}/${present[0]}/${namespace}.json`,
        line: where && sample ? lineOfKey(where.text, sample) : 1,
        message: `"${namespace}:${base}" is missing in ${missing.join(', ')} (present in ${present.join(', ')})`,
      });
    }
  }
  return problems;
};

/** A reference to a translation key found in code. */
export interface KeyUse {
  /** The key as written, without a namespace prefix. */
  key: string;
  /** Namespaces it may belong to: the explicit prefix, or those of the file's useTranslation calls. */
  namespaces: string[];
  /** Whether the namespace was written (`news:title`) rather than implied. */
  explicit: boolean;
  /** t() calls and i18nKey must name a key; a plain literal only when written `ns:key`; a prefix is a template's head. */
  kind: 'call' | 'literal' | 'prefix';
  line: number;
}

const stringValue = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

const isTranslateCall = (node: ts.CallExpression): boolean => {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
};

const namespaceOption = (options: ts.Expression | undefined): string[] => {
  if (!options || !ts.isObjectLiteralExpression(options)) return [];
  for (const property of options.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'ns') {
      const single = stringValue(property.initializer);
      if (single) return [single];
      if (ts.isArrayLiteralExpression(property.initializer)) {
        return property.initializer.elements.map(stringValue).filter((value): value is string => Boolean(value));
      }
    }
  }
  return [];
};

/** Namespaces of `useTranslation('news')`, `useTranslation(['common', 'news'])`, `withTranslation('x')`. */
const namespacesOfHook = (node: ts.CallExpression): string[] | null => {
  const callee = node.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  if (name !== 'useTranslation' && name !== 'withTranslation' && name !== 'getFixedT') return null;
  const argument = name === 'getFixedT' ? node.arguments[1] : node.arguments[0];
  const single = stringValue(argument);
  if (single) return [single];
  if (argument && ts.isArrayLiteralExpression(argument)) {
    return argument.elements.map(stringValue).filter((value): value is string => Boolean(value));
  }
  return [defaultNamespace];
};

const scriptKindOf = (fileName: string) => (fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

export const parse = (fileName: string, text: string) =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKindOf(fileName));

/** Splits `news:card.title` into namespace and key when the prefix is a known namespace. */
export const splitKey = (
  written: string,
  knownNamespaces: readonly string[],
): { namespace: string | null; key: string } => {
  const colon = written.indexOf(':');
  if (colon > 0) {
    const namespace = written.slice(0, colon);
    if (knownNamespaces.includes(namespace)) return { namespace, key: written.slice(colon + 1) };
  }
  return { namespace: null, key: written };
};

/**
 * All key references of one source file: `t('key')`/`t('ns:key')`/`i18n.t(...)` calls (with the
 * file's useTranslation namespaces or an `ns` option), `i18nKey` props, template-literal prefixes
 * (`t(\`news:type.${x}\`)`), and every other string literal (a literal equal to a key is a use).
 */
export const collectKeyUses = (fileName: string, text: string, knownNamespaces: readonly string[]): KeyUse[] => {
  const source = parse(fileName, text);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const hookNamespaces = new Set<string>();
  const pending: Array<{ node: ts.Node; written: string; kind: KeyUse['kind']; namespaces: string[] }> = [];
  const claimed = new Set<ts.Node>();

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const hook = namespacesOfHook(node);
      if (hook) hook.forEach((namespace) => hookNamespaces.add(namespace));
      if (isTranslateCall(node)) {
        const [first, options] = node.arguments;
        const written = stringValue(first);
        if (first && written !== undefined) {
          pending.push({ node: first, written, kind: 'call', namespaces: namespaceOption(options) });
          claimed.add(first);
        } else if (first && ts.isTemplateExpression(first)) {
          pending.push({ node: first, written: first.head.text, kind: 'prefix', namespaces: namespaceOption(options) });
        }
      }
    }
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'i18nKey' && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const written = stringValue(value);
      if (value && written !== undefined) {
        pending.push({ node: value, written, kind: 'call', namespaces: [] });
        claimed.add(value);
      }
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !claimed.has(node)) {
      pending.push({ node, written: node.text, kind: 'literal', namespaces: [] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const fileNamespaces = hookNamespaces.size > 0 ? [...hookNamespaces] : [defaultNamespace];
  return pending
    .filter(({ written }) => written.length > 0)
    .map(({ node, written, kind, namespaces }) => {
      const { namespace, key } = splitKey(written, knownNamespaces);
      const candidates = namespace
        ? [namespace]
        : namespaces.length > 0
          ? namespaces
          : kind === 'literal'
            ? [defaultNamespace]
            : fileNamespaces;
      return { key, namespaces: candidates, explicit: namespace !== null, kind, line: lineOf(node) };
    })
    .filter((use) => use.kind !== 'prefix' || use.key.length > 0 || use.explicit);
};

/** Bases of all keys of a namespace, in any language. */
const basesOf = (locales: Locales, namespace: string): Set<string> => {
  const bases = new Set<string>();
  for (const language of locales.languages) {
    for (const key of locales.resources.get(language)?.get(namespace)?.keys() ?? []) bases.add(pluralBase(key));
  }
  return bases;
};

export interface SourceFile {
  /** Relative path with forward slashes. */
  path: string;
  text: string;
}

/** (b) keys nobody uses and (c) uses of keys that do not exist. */
export const checkKeyUsage = (
  locales: Locales,
  sources: readonly SourceFile[],
  localesDir: string,
  startLanguage = 'en',
): Problem[] => {
  const problems: Problem[] = [];
  const bases = new Map(locales.namespaces.map((namespace) => [namespace, basesOf(locales, namespace)]));
  const used = new Set<string>();
  const usedPrefixes: string[] = [];
  const full = (namespace: string, key: string) => `${namespace}:${key}`;

  for (const source of sources) {
    for (const use of collectKeyUses(source.path, source.text, locales.namespaces)) {
      if (use.kind === 'prefix') {
        for (const namespace of use.namespaces) usedPrefixes.push(full(namespace, use.key));
        continue;
      }
      let found = false;
      for (const namespace of use.namespaces) {
        const known = bases.get(namespace);
        if (!known) continue;
        if (known.has(use.key) || known.has(pluralBase(use.key))) {
          used.add(full(namespace, known.has(use.key) ? use.key : pluralBase(use.key)));
          found = true;
        } else if ([...known].some((base) => base.startsWith(`${use.key}.`))) {
          // A whole subtree (t('ns:group', { returnObjects: true })).
          usedPrefixes.push(full(namespace, `${use.key}.`));
          found = true;
        }
      }
      if (found) continue;
      const mustExist = use.kind === 'call' || (use.explicit && /^[\w-]+(?:\.[\w-]+)*$/.test(use.key));
      if (!mustExist) continue;
      const [only] = use.namespaces;
      problems.push({
        rule: 'unknown-key',
        file: source.path,
        line: use.line,
        message:
          use.namespaces.length === 1
            ? `"${full(only!, use.key)}" is not defined`
            : `"${use.key}" is not defined in any of ${use.namespaces.join(', ')}`,
      });
    }
  }

  for (const namespace of locales.namespaces) {
    const file = locales.files.get(fileKey(startLanguage, namespace)) ?? locales.files.get(fileKey(locales.languages[0]!, namespace));
    const keysInOrder = [...(locales.resources.get(startLanguage)?.get(namespace)?.keys() ?? [])];
    for (const base of [...(bases.get(namespace) ?? [])].sort()) {
      const name = full(namespace, base);
      if (used.has(name) || usedPrefixes.some((prefix) => name.startsWith(prefix))) continue;
      const sample = keysInOrder.find((key) => pluralBase(key) === base);
      problems.push({
        rule: 'unused-key',
        file: file?.path ?? `${localesDir}/${startLanguage}/${namespace}.json`,
        line: file && sample ? lineOfKey(file.text, sample) : 1,
        message: `"${name}" is not used in src/`,
      });
    }
  }
  return problems;
};

const isIgnored = (lines: readonly string[], line: number) =>
  [lines[line - 2], lines[line - 1]].some((text) => text?.includes('i18n-ignore'));

/** (d) Literal user-visible text in a component: JSX text and text attributes containing letters. */
export const findLiteralStrings = (fileName: string, text: string): Problem[] => {
  if (!fileName.endsWith('.tsx')) return [];
  const source = parse(fileName, text);
  const lines = text.split('\n');
  const problems: Problem[] = [];
  const report = (node: ts.Node, what: string, value: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (isIgnored(lines, line)) return;
    const shown = value.trim().replace(/\s+/g, ' ');
    problems.push({
      rule: 'literal-string',
      file: fileName,
      line,
      message: `${what} "${shown.length > 60 ? `${shown.slice(0, 57)}…` : shown}" is not translated`,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) {
      report(node, 'text', node.text);
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const value = stringValue(node.expression);
      if (value !== undefined && LETTER.test(value)) report(node, 'text', value);
    } else if (ts.isJsxAttribute(node) && node.initializer && textAttributes.has(node.name.getText(source))) {
      const value = ts.isJsxExpression(node.initializer)
        ? stringValue(node.initializer.expression)
        : stringValue(node.initializer);
      if (value !== undefined && LETTER.test(value)) report(node, `${node.name.getText(source)}`, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
};

const isSourceFile = (name: string) =>
  /\.(?:ts|tsx)$/.test(name) && !/\.(?:test|spec|stories)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

export const listSources = (root: string, dir: string): SourceFile[] => {
  const out: SourceFile[] = [];
  const walk = (absolute: string) => {
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const path = join(absolute, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'locales') walk(path);
      } else if (isSourceFile(entry.name)) {
        out.push({ path: toPosix(relative(root, path)), text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(join(root, dir));
  return out.sort((a, b) => a.path.localeCompare(b.path));
};

export interface CheckOptions {
  root: string;
  srcDir?: string;
  localesDir?: string;
}

export const runCheck = ({ root, srcDir = 'src', localesDir = 'src/shared/i18n/locales' }: CheckOptions): Problem[] => {
  const { locales, problems } = loadLocales(root, localesDir);
  const sources = listSources(root, srcDir);
  return [
    ...problems,
    ...findMissingTranslations(locales, localesDir),
    ...checkKeyUsage(locales, sources, localesDir),
    ...sources.flatMap((source) => findLiteralStrings(source.path, source.text)),
  ];
};

const main = () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const jsonArgument = process.argv.find((argument) => argument.startsWith('--json='));
  const problems = runCheck({ root });
  for (const rule of rules) {
    for (const problem of problems.filter((item) => item.rule === rule)) {
      console.log(`${problem.file}:${problem.line}: [${problem.rule}] ${problem.message}`);
    }
  }
  const counts = Object.fromEntries(rules.map((rule) => [rule, problems.filter((item) => item.rule === rule).length]));
  if (jsonArgument) writeFileSync(jsonArgument.slice('--json='.length), JSON.stringify({ rules: counts, problems }, null, 2));
  const summary = rules.map((rule) => `${rule} ${counts[rule]}`).join(', ');
  if (problems.length > 0) {
    console.log(`\ni18n check: ${problems.length} problem(s) (${summary})`);
    process.exitCode = 1;
  } else {
    console.log(`i18n check: no problems (${summary})`);
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
