import type { CallDefinition } from './define-call';
import type { FailureToast } from './model';

/** Which factory built a query: createApiQuery for a public call, createMemberQuery for a member call. */
export type QueryFactory = 'createApiQuery' | 'createMemberQuery';

export interface BuiltQuery {
  name: string;
  definition: CallDefinition;
  builtBy: QueryFactory;
  /** How the API layer shows the query's failures (a detail page relies on `unless-refused`). */
  failure: FailureToast;
  /** The farfetched Query itself, told apart by identity. */
  query: object;
}

const built: BuiltQuery[] = [];

/**
 * Every query of a call, as it is built. The coverage test (src/app/member-scope.test.ts) reads the
 * list after importing every slice: a member call's query built another way than createMemberQuery
 * fails there, whatever cast got it past the type check.
 */
export const queryBuilt = (entry: BuiltQuery): void => {
  built.push(entry);
};

export const builtQueries = (): readonly BuiltQuery[] => built;
