export * from './wire';
export { zodContract } from './contract';
export { $authToken, callFailed, createApiMutation, createApiQuery, requestFx, sessionRejected } from './model';
export { $memberIds, createMemberQuery, type MemberIds } from './member-query';
export { refreshOnSuccess } from './refresh';
