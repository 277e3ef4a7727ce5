export {
  $isLoggedIn,
  $session,
  readStoredSession,
  sessionEnded,
  sessionRestoreRequested,
  sessionStarted,
  type Session,
} from './model/session';
