// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Paths that reach the fake backend from app code (`@mocks/node`, `../../mocks/db`, `mocks/http`, `@/../mocks`). */
const mocksPath = '^(?:@mocks|(?:(?:\\.\\./)+|@/\\.\\./|/)?mocks)(?:/|$)';
/** Relative paths to the fake backend: tests reach it by one path, `@mocks/…`. */
const relativeMocksPath = '^(?:\\.{1,2}/)+mocks(?:/|$)';
const oneMocksPathMessage = 'Tests reach the fake backend by one path: `@mocks/…` (tsconfig.json paths, vite.config.ts alias).';
const mocksMessage =
  'The app never imports the fake backend: only src/app/ may, behind the mocks flag, as a dynamic import (CONVENTIONS.md).';
/** Fake-backend libraries that must not reach production bundles. */
const mockLibraries = ['msw', 'msw/*', '@msw/data', '@msw/data/*', '@faker-js/faker', '@faker-js/faker/*'];

/** Classic zod (`zod`, `zod/v4`, `zod/v4/classic`, `zod/v3`): the app, the fake backend and the contracts share `zod/mini`. */
const classicZod = '^zod(?:/v4(?:/classic)?|/v3)?$';
const oneZodMessage = 'One zod flavour: import `zod/mini`, as src/shared/api does (CONVENTIONS.md).';
const queriesMessage =
  'Queries of calls are built in src/shared/api only: createApiQuery for a public call, createMemberQuery for a member call ' +
  '(docs/decisions/019-member-scope.md). A bare farfetched query would escape the member scope and the coverage test.';
/** farfetched's query builders: only the API layer (src/shared/api/model.ts) calls them. */
const queryBuilders = [
  { name: '@farfetched/core', importNames: ['createQuery', 'createJsonQuery', 'createHeadlessQuery'], message: queriesMessage },
];
/** The API layer's internals (its one query builder, the session store's wiring): only its public entries are imported. */
const apiInternals = { regex: '^@/shared/api/(?!wire$)', message: queriesMessage };

const wireOnlyMessage =
  'mocks/ and contracts/ use only the framework-free API entry `@/shared/api/wire` (no effector, i18n or UI in Node).';

/**
 * Literal words in a text attribute of a native element: eslint-plugin-i18next checks only alt,
 * title, placeholder, aria-label and value on those, so aria-roledescription and the like come here.
 */
const nativeTextAttribute =
  'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(?:label|aria-(?:description|roledescription|valuetext))$/]';
const nativeTextAttributeLiteral = {
  selector: [' > Literal', ' > JSXExpressionContainer > Literal'].map((path) => `${nativeTextAttribute}${path}[value=/\\p{L}/u]`).join(', '),
  message: 'Text a user sees or hears comes from a translation (t()), not a literal.',
};

export default defineConfig(
  globalIgnores([
    'dist*/',
    'node_modules/',
    'coverage/',
    'contracts/pacts/',
    'contracts/logs/',
    'test-results/',
    'playwright-report/',
    'public/mockServiceWorker.js',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'project/common',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
      'prefer-const': 'error',
    },
  },

  {
    name: 'project/browser',
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'project/node',
    files: ['scripts/**', 'e2e/**', 'mocks/**', 'contracts/**', '*.config.{js,ts}', 'vitest.setup.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  {
    // A browser test navigates through e2e/fixtures.ts, whose helpers first let the accessibility
    // check of the state being left finish (a full load would destroy the document it looks at).
    name: 'project/e2e-navigation',
    files: ['e2e/**/*.e2e.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > MemberExpression.callee[property.name=/^(goto|reload|goBack|goForward)$/]',
          message: 'Navigate with goto/reload/goBack/goForward of e2e/fixtures.ts: they wait for the checks of the state being left.',
        },
      ],
    },
  },

  {
    // The literal-string rule of the i18n check (docs/decisions/016-field-tools.md): text a user
    // sees or hears comes from a translation. Attributes other than these carry no words.
    name: 'project/no-literal-ui-text',
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['alt', 'title', 'placeholder', 'label', 'aria-(?:label|description|roledescription|valuetext)'],
            exclude: ['.*'],
          },
          // A form field's name (`form.field('email', t('…'))`) and i18next's own calls are not text.
          callees: { exclude: ['t', 'i18n(?:ext)?', 'field'] },
          // Words are what has a letter, in any script: `••••` or `·` is not text to translate.
          words: { exclude: [/^\P{L}*$/u] },
        },
      ],
    },
  },

  {
    name: 'project/react-hooks',
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },

  {
    // Production code must not carry the fake backend. Tests may (they run it in Node). Queries
    // come from the API layer's factories (a rule's options do not merge across blocks, so the
    // query restrictions sit with the mocks ones here and again for src/app below).
    name: 'project/app-without-mocks',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: queryBuilders,
          patterns: [
            { regex: mocksPath, message: mocksMessage },
            { group: mockLibraries, message: mocksMessage },
            { regex: classicZod, message: oneZodMessage },
            apiInternals,
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${mocksPath.replaceAll('/', '\\/')}/]`,
          message: mocksMessage,
        },
        nativeTextAttributeLiteral,
      ],
    },
  },

  {
    name: 'project/tests-reach-mocks-by-alias',
    files: ['src/**/*.test.{ts,tsx}', 'vitest.setup.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: relativeMocksPath, message: oneMocksPathMessage }] }],
    },
  },
  {
    // The API layer itself builds the queries (model.ts) and imports its own files relatively.
    name: 'project/api-layer-builds-queries',
    files: ['src/shared/api/model.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: mocksPath, message: mocksMessage }, { group: mockLibraries, message: mocksMessage }, { regex: classicZod, message: oneZodMessage }] }],
    },
  },
  {
    name: 'project/app-text-attributes',
    files: ['src/app/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', nativeTextAttributeLiteral] },
  },
  {
    name: 'project/app-queries-from-the-api-layer',
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: queryBuilders, patterns: [apiInternals] }] },
  },

  {
    name: 'project/node-sides-use-wire-only',
    files: ['mocks/**/*.ts', 'contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(?!shared/api/wire$)', message: wireOnlyMessage },
            { regex: '^(?:\\.\\./)+src/(?!shared/api/wire(?:\\.ts)?$)', message: wireOnlyMessage },
            { regex: classicZod, message: oneZodMessage },
            { regex: relativeMocksPath, message: oneMocksPathMessage },
          ],
        },
      ],
    },
  },
);
