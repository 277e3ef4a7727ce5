import { update, type Mutation, type Query } from '@farfetched/core';

/**
 * Mutations refresh what they change (CONVENTIONS.md): once `mutation` succeeds, `query` asks the
 * backend again with the parameters it last used, so the screen shows the backend's own answer
 * (a bound card in the list, a new balance), never a copy the client pieced together.
 *
 * `change` (optional) shows the expected result at once while the refetch runs: starring a friend
 * lights the star on click, and the refetch confirms it. A query that never ran asks nothing:
 * there is nothing on screen to correct (farfetched's `update` only refetches a query with params).
 */
export function refreshOnSuccess<Params, Data, QueryError, MutationParams, MutationData, MutationError>(
  query: Query<Params, Data, QueryError>,
  mutation: Mutation<MutationParams, MutationData, MutationError>,
  change?: (data: Data, mutation: { params: MutationParams; result: MutationData }) => Data,
): void {
  update(query, {
    on: mutation,
    by: {
      success: ({ query: state, mutation: done }) => {
        const shown = state && 'result' in state ? (state.result as Data) : null;
        return {
          result: shown !== null && change ? change(shown, done as { params: MutationParams; result: MutationData }) : shown,
          refetch: true,
        };
      },
    },
  });
}
