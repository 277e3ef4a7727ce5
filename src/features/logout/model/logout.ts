import { createEvent, sample } from 'effector';
import { routes } from '@/shared/config';
import { navigateFx } from '@/shared/lib';
import { toastShown } from '@/shared/ui';
import { sessionEnded } from '@/entities/session';

export const logoutClicked = createEvent();

sample({ clock: logoutClicked, target: sessionEnded });
sample({ clock: logoutClicked, fn: () => routes.home, target: navigateFx });
sample({
  clock: logoutClicked,
  fn: () => ({ tone: 'info' as const, message: { key: 'logout.done' } }),
  target: toastShown,
});
