export * from './wire';
export { zodContract } from './contract';
export { $authToken, createApiBatchQuery, createApiQuery, holdCallsUntil, requestFx, sessionRejected } from './model';
export { createAction, createActionLane } from './action';
export { $memberSession, createMemberStore, type MemberSession } from './member-scope';
export { createMemberQuery, type MemberQueryInput, type MemberQueryParams } from './member-query';
export { builtQueries, type BuiltQuery } from './query-registry';
export { refreshOnSuccess } from './refresh';
