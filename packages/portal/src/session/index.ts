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
  type SessionUser,
} from './sessionState';
export { notificationCountsAtom, userStudiosAtom } from './shellSessionState';
export {
  createNotificationPolling,
  documentVisibility,
  NOTIFICATION_POLL_INTERVAL_MS,
  NOTIFICATION_POLL_MAX_FAILURES,
} from './notificationPolling';
export type { NotificationPolling, PageVisibility, PollTimers } from './notificationPolling';
export { followSession, type SessionFollowerDeps } from './sessionFollowers';
export { changeCompany, useChangeCompany, AFTER_COMPANY_CHANGE_PATH } from './changeCompany';
export type { ChangeCompanyEffects, ChangeCompanyOutcome } from './changeCompany';
export { decideMobileRedirect, isMobileUserAgent, redirectToMobileSite } from './mobileRedirect';
export type { MobileDecision, MobileRedirectBrowser } from './mobileRedirect';
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
