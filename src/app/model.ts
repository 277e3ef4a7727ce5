import { createEffect, createEvent, sample } from 'effector';
import { sessionRejected } from '@/shared/api';
import { countryFromSearch, loginPath, pathInApp } from '@/shared/config';
import { languageChosen, type Language } from '@/shared/i18n';
import { navigateFx } from '@/shared/lib';
import { toastShown, toastsWithdrawn } from '@/shared/ui';
import { countryChosen, countryRestoreRequested } from '@/entities/country';
import { $session, sessionEnded, sessionRestoreRequested, sessionStarted } from '@/entities/session';

export const appStarted = createEvent<{ search: string; language: Language }>();

sample({ clock: appStarted, target: sessionRestoreRequested });

// `?cn`, `?hk`, `?en` or another bare first value choose country and language (spec section 4).
const choiceFromAddress = sample({
  clock: appStarted,
  fn: ({ search }) => countryFromSearch(search),
});
sample({
  clock: choiceFromAddress,
  filter: Boolean,
  fn: (choice) => choice.countryId,
  target: countryChosen,
});
sample({
  clock: choiceFromAddress,
  filter: (choice) => choice === null,
  target: countryRestoreRequested,
});
sample({ clock: appStarted, fn: ({ language }) => language, target: languageChosen });

/**
 * The topic of "Please login and check!" (an ended session, a visitor at a member route): a request
 * to log in, so it goes once the member is in and welcomed.
 */
export const LOG_IN_REQUEST = 'session.logInRequest';
sample({ clock: sessionStarted, fn: () => LOG_IN_REQUEST, target: toastsWithdrawn });

// Code 198: say so once, forget the session and go to the login page (api-reference section 1).
// Only a live session reacts, so several calls failing together give one message and one redirect.
const sessionLost = sample({ clock: sessionRejected, source: $session, filter: Boolean });
sample({ clock: sessionLost, target: sessionEnded });
sample({
  clock: sessionLost,
  fn: () => ({ tone: 'warning' as const, message: { key: 'api.sessionExpired' }, topic: LOG_IN_REQUEST }),
  target: toastShown,
});
/** The login page, remembering the page the session was lost on (path within the app's base path). */
const loginPathFromHereFx = createEffect(() => {
  const { pathname, search } = window.location;
  return loginPath(`${pathInApp(pathname)}${search}`);
});
sample({ clock: sessionLost, target: loginPathFromHereFx });
sample({ clock: loginPathFromHereFx.doneData, target: navigateFx });
