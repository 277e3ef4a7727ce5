/**
 * Coverage by construction for member scope (docs/decisions/019-member-scope.md), beside
 * mocks/coverage.test.ts: every query of a member call comes from createMemberQuery, which takes
 * the ids from the session and drops the answer for another member, card or session. A query of a
 * member call built another way (createApiQuery behind a cast, a bare farfetched createQuery) fails
 * here, not in a reviewer's reading. ESLint keeps createQuery itself inside src/shared/api.
 */
import { describe, expect, it } from 'vitest';
import { accessOfPath, builtQueries } from '@/shared/api';

/** Every model of the app: the segments queries are built in, and the app's own modules. */
const models = import.meta.glob(['/src/**/{model,api}/*.ts', '/src/app/*.ts', '!/src/**/*.test.ts'], { eager: true });

/** A farfetched Query, by its shape (the package exports no guard for it). */
const isQuery = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && ['__', 'start', '$data', 'finished', 'reset'].every((key) => key in value);

/** The farfetched queries a module exports, directly or one level down (`receivedGifts.query`). */
const exportedQueries = (module: Record<string, unknown>): Array<[string, object]> =>
  Object.entries(module).flatMap(([name, value]): Array<[string, object]> => {
    if (isQuery(value)) return [[name, value]];
    if (value === null || typeof value !== 'object') return [];
    return Object.entries(value)
      .filter(([, inner]) => isQuery(inner))
      .map(([key, inner]): [string, object] => [`${name}.${key}`, inner as object]);
  });

describe('member scope, by construction', () => {
  it('imports every slice model', () => {
    expect(Object.keys(models).length).toBeGreaterThan(80);
  });

  it('builds every query of a member call with createMemberQuery', () => {
    // By the definition and by its path (api-reference section 2), so a copy relabelled `public` counts too.
    const memberQueries = builtQueries().filter(({ definition }) => definition.access === 'member' || accessOfPath(definition.path) === 'member');
    expect(memberQueries.length).toBeGreaterThan(30);
    const builtAnotherWay = memberQueries
      .filter(({ builtBy }) => builtBy !== 'createMemberQuery')
      .map(({ name, definition, builtBy }) => `${name} (member call ${definition.name}) built by ${builtBy}`);
    expect(builtAnotherWay).toEqual([]);
  });

  it('builds every query a model exports through the API layer, so none escapes the check above', () => {
    const registered = new Set(builtQueries().map(({ query }) => query));
    const unregistered = Object.entries(models).flatMap(([path, module]) =>
      exportedQueries(module as Record<string, unknown>)
        .filter(([, query]) => !registered.has(query))
        .map(([name]) => `${path}: ${name}`),
    );
    expect(unregistered).toEqual([]);
  });
});
