export {
  $cardId,
  $isLoggedIn,
  $memberId,
  $session,
  readStoredSession,
  sessionEnded,
  sessionRestoreRequested,
  sessionStarted,
  type Session,
} from './model/session';
