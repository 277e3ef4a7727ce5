export * from './wire';
export { zodContract } from './contract';
export { $authToken, createApiQuery, requestFx, sessionRejected, type CallOptions, type FailureToast } from './model';
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
export { $memberIds, createMemberQuery, type MemberIds } from './member-query';
export { refreshOnSuccess } from './refresh';
