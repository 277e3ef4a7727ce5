export {
  $cardId,
  $isLoggedIn,
  $memberId,
  $session,
  currentCardChosen,
  readStoredSession,
  sessionEnded,
  sessionRestoreRequested,
  sessionStarted,
  type Session,
} from './model/session';
