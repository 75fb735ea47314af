// What the sessions module offers the rest of the server; its other files are its own.
export {
  authPlugin,
  clearSessionCookie,
  currentSession,
  currentUser,
  hasLiveSession,
  setSessionCookie,
  type SessionUser,
} from './session-auth';
export { sessionEnded, sessionUserChanged } from './session-cache';
export { sessionsRoutes } from './sessions.routes';
export {
  createSession,
  deleteSession,
  deleteUserSessions,
  endOtherSessions,
  listSessions,
} from './sessions.service';
