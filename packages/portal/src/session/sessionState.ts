import type { CloudInfo, UserProfile } from '@maru/api';
import { atom } from 'jotai';

/**
 * The signed-in user as the portal uses it: the profile, with the permission flags of the
 * session start (spec 01 §6) and the manager and union-admin flags normalised to booleans
 * (spec 01 §4: true for '1', 1 or true), so no caller has to know the wire forms.
 * - `hrUserAdminFlag`: the HR-admin check (unlocks the HR channel and HR links).
 * - `isFinanceAdmin`: the finance check (the finance channel).
 * - `isGaPrivileged`: the GA check, asked only when cloud and GA use are on (the assets channel).
 */
export type SessionUser = Omit<UserProfile, 'managerFlag' | 'unionAdminFlag'> & {
  managerFlag: boolean;
  unionAdminFlag: boolean;
};

/**
 * The session (spec 01 §4): `loading` while cloud info and the user load (also while the
 * browser leaves for a blocked tenant's page), `ready` with the user, `anonymous` when nobody
 * is signed in, `error` when the portal could not start (the server did not answer).
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'ready'; user: SessionUser; cloud: CloudInfo }
  | { status: 'anonymous'; cloud: CloudInfo | null }
  | { status: 'error'; error: unknown };

export type SessionStatus = SessionState['status'];

export const LOADING_SESSION: SessionState = { status: 'loading' };

/** The one session of the portal. */
export const sessionAtom = atom<SessionState>(LOADING_SESSION);

/** The signed-in user, or null. */
export const currentUserAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'ready' ? session.user : null;
});

/** Forgets the user but keeps the tenant's cloud info (it does not depend on who signed in). */
export const clearSessionAtom = atom(null, (get, set) => {
  const session = get(sessionAtom);
  const cloud = session.status === 'ready' || session.status === 'anonymous' ? session.cloud : null;
  set(sessionAtom, { status: 'anonymous', cloud });
});
