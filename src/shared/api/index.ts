export * from './wire';
export { zodContract } from './contract';
export { $authToken, callFailed, createApiMutation, createApiQuery, failureMessageOf, requestFx, sessionRejected } from './model';
export { $memberIds, createMemberQuery, type MemberIds } from './member-query';
export { refreshOnSuccess } from './refresh';
