export { safeReturnPath } from './safeReturnPath';
export { SIGN_IN_PATH, currentAddress, signInAddress } from './signInAddress';
export { createErrorPolicy, COMMUNITY_PATH } from './errorPolicy';
export type { ErrorPolicy, ErrorPolicyEffects } from './errorPolicy';
export {
  sessionAtom,
  currentUserAtom,
  clearSessionAtom,
  LOADING_SESSION,
  type SessionState,
  type SessionStatus,
} from './sessionState';
export { startSession } from './startSession';
export type { SessionCalls, SessionBrowser, StartSessionDeps } from './startSession';
export {
  LOGIN_REDIRECT_FLAG,
  loginRedirectUrl,
  claimLoginRedirect,
  releaseLoginRedirect,
} from './loginRedirect';
export { safeBlockedUrl } from './blockedUrl';
export { createAlertBridge, type AlertBridge, type AlertFn } from './alertBridge';
