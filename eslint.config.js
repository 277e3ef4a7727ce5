// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Paths that reach the fake backend from app code (`../../mocks/db`, `mocks/http`, `@/../mocks`). */
const mocksPath = '^(?:(?:\\.\\./)+|@/\\.\\./|/)?mocks(?:/|$)';
const mocksMessage =
  'The app never imports the fake backend: only src/app/ may, behind the mocks flag, as a dynamic import (CONVENTIONS.md).';
/** Fake-backend libraries that must not reach production bundles. */
const mockLibraries = ['msw', 'msw/*', '@msw/data', '@msw/data/*', '@faker-js/faker', '@faker-js/faker/*'];

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

export default defineConfig(
  globalIgnores([
    'dist*/',
    'node_modules/',
    'coverage/',
    'contracts/pacts/',
    'contracts/logs/',
    'test-results/',
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
          patterns: [{ regex: mocksPath, message: mocksMessage }, { group: mockLibraries, message: mocksMessage }, apiInternals],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${mocksPath.replaceAll('/', '\\/')}/]`,
          message: mocksMessage,
        },
      ],
    },
  },

  {
    // The API layer itself builds the queries (model.ts) and imports its own files relatively.
    name: 'project/api-layer-builds-queries',
    files: ['src/shared/api/model.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: mocksPath, message: mocksMessage }, { group: mockLibraries, message: mocksMessage }] }],
    },
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
          ],
        },
      ],
    },
  },
);
