export * from './wire';
export { zodContract } from './contract';
export {
  $authToken,
  createApiBatchQuery,
  createApiQuery,
  requestFx,
  sessionRejected,
  type CallOptions,
  type FailureToast,
} from './model';
export {
  createAction,
  createActionLane,
  type Action,
  type ActionConfig,
  type ActionDone,
  type ActionLane,
  type FailureTone,
  type Notice,
  type Optimistic,
  type Refresh,
} from './action';
export { $memberSession, createMemberStore, type MemberSession } from './member-scope';
export { createMemberQuery, type MemberQueryInput, type MemberQueryParams } from './member-query';
export { builtQueries, type BuiltQuery } from './query-registry';
export { refreshOnSuccess } from './refresh';
