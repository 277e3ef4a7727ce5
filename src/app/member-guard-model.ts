import { sample } from 'effector';
import { createGate } from 'effector-react';
import { toastShown } from '@/shared/ui';
import { $isLoggedIn } from '@/entities/session';
import { LOG_IN_REQUEST } from './model';

/** Open while a member route is on screen (the guard renders it). */
export const MemberAreaGate = createGate({ name: 'member-area' });

// A visitor arriving at a member route is told to log in (spec section 2, My page); the login
// page it is sent to takes the message away once the member is in.
sample({
  clock: MemberAreaGate.open,
  source: $isLoggedIn,
  filter: (loggedIn) => !loggedIn,
  fn: () => ({ tone: 'info' as const, message: { key: 'api.sessionExpired' }, topic: LOG_IN_REQUEST }),
  target: toastShown,
});
