import type { Context } from 'hono';
import type { MenuEventCode } from '@maru/api';
import type { Employee } from '@maru/api/domain';
import { findEmployee } from '../db/employees';
import { menuEventsOf } from '../shell/permissions';
import type { AppEnv } from './env';
import type { MessageKey } from './messages';
import { isManagerOf, sharesCompanyWith } from './guardQueries';

/*
 * Who may call a route (issue 13, docs/security.md). Every route states one of these in its
 * registration (`registerEndpoint(app, endpoint, guard, handler)`); a server test lists every
 * registered route and fails when one has none. A guard runs in two steps: the session (401
 * before anything is read), then, once the input is parsed, what the caller may see or do with
 * it (403, or 404 where an answer would reveal that something exists elsewhere).
 */

export type GuardKind =
  | 'anonymous'
  | 'signedIn'
  | 'self'
  | 'sharesCompany'
  | 'board'
  | 'hrAdmin'
  | 'finance'
  | 'ga'
  | 'managerOfMember'
  | 'systemAdmin';

/** Why a guard refused: 403 when the caller may know the thing exists, else 404. */
export type Denial = 'forbidden' | 'notFound';

export interface Guard<Input = unknown> {
  readonly kind: GuardKind;
  /** False only for anonymous routes; every other guard answers 401 without a live session. */
  readonly needsSession: boolean;
  /** The rule in words, for the route listing in docs/security.md and test names. */
  readonly rule: string;
  /** The caller's role, checked before the request's input is read (403). */
  readonly allowsCaller?: (c: Context<AppEnv>) => Promise<true | Denial>;
  /** The caller's right to what the parsed input names (a member, a board). */
  readonly allows?: (c: Context<AppEnv>, input: Input) => Promise<true | Denial>;
  /** The text of a 404 denial (default: the generic not-found text). */
  readonly notFoundKey?: MessageKey;
}

/** The signed-in employee, read once per request and kept on the context. */
export async function viewerOf(c: Context<AppEnv>): Promise<Employee | null> {
  const cached = c.get('viewer');
  if (cached !== undefined) return cached;
  const viewer = await findEmployee(c.get('db'), c.get('userId'));
  c.set('viewer', viewer);
  return viewer;
}

function flagGuard(
  kind: GuardKind,
  rule: string,
  holds: (viewer: Employee) => boolean,
): Guard<unknown> {
  return {
    kind,
    needsSession: true,
    rule,
    allowsCaller: async (c) => {
      const viewer = await viewerOf(c);
      return viewer !== null && holds(viewer) ? true : 'forbidden';
    },
  };
}

/** Picks the member a route is about out of its parsed input. */
export type MemberOf<Input> = (input: Input) => string;
/** Picks the board (menu id) a route is about out of its parsed input. */
export type BoardOf<Input> = (input: Input) => number;

export const guards = {
  /** No session needed (sign-in, sign-out, the login redirect, the tenant's cloud info). */
  anonymous: {
    kind: 'anonymous',
    needsSession: false,
    rule: 'anyone, signed in or not',
  } satisfies Guard<unknown>,

  /** Any signed-in employee; the answer is company-wide or filtered for the caller in SQL. */
  signedIn: {
    kind: 'signedIn',
    needsSession: true,
    rule: 'any signed-in employee',
  } satisfies Guard<unknown>,

  /**
   * The caller's own records only (commute, favourites, notices): the user id comes from the
   * session, never from the request, so there is no other person to ask about.
   */
  self: {
    kind: 'self',
    needsSession: true,
    rule: "the caller's own records (user id from the session only)",
  } satisfies Guard<unknown>,

  /**
   * A member the caller shares a company with (main or concurrent post). An unknown member and
   * one of another company both answer 404, so the answer does not reveal who exists elsewhere.
   */
  sharesCompany<Input>(memberOf: MemberOf<Input>): Guard<Input> {
    return {
      kind: 'sharesCompany',
      needsSession: true,
      rule: 'a member who shares a company with the caller (else 404)',
      notFoundKey: 'error.memberNotFound',
      allows: async (c, input) =>
        (await sharesCompanyWith(c.get('db'), c.get('userId'), memberOf(input)))
          ? true
          : 'notFound',
    };
  },

  /** The caller holds `event` (R read, C create, S save, A admin) on the board's menu. */
  board<Input>(event: MenuEventCode, boardOf: BoardOf<Input>): Guard<Input> {
    return {
      kind: 'board',
      needsSession: true,
      rule: `the board permission ${event} on the menu`,
      allows: async (c, input) => {
        const viewer = await viewerOf(c);
        if (!viewer) return 'forbidden';
        const events = await menuEventsOf(c.get('db'), viewer, boardOf(input));
        return events.includes(event) ? true : 'forbidden';
      },
    };
  },

  hrAdmin: flagGuard('hrAdmin', 'HR administrators', (viewer) => viewer.hrUserAdminFlag),
  finance: flagGuard('finance', 'finance administrators', (viewer) => viewer.isFinanceAdmin),
  ga: flagGuard('ga', 'privileged general affairs', (viewer) => viewer.isGaPrivileged),
  systemAdmin: flagGuard('systemAdmin', 'system administrators', (v) => v.adminFlag === '1'),

  /**
   * A manager about a member of the department they head or one below it, in the same company
   * (the manager screens of self-service); anyone else gets 404 for the member.
   */
  managerOfMember<Input>(memberOf: MemberOf<Input>): Guard<Input> {
    return {
      kind: 'managerOfMember',
      needsSession: true,
      rule: "the manager of the member's department or one above it (else 404)",
      notFoundKey: 'error.memberNotFound',
      allowsCaller: async (c) => ((await viewerOf(c))?.managerFlag === '1' ? true : 'forbidden'),
      allows: async (c, input) => {
        const viewer = await viewerOf(c);
        if (!viewer) return 'forbidden';
        return (await isManagerOf(c.get('db'), viewer, memberOf(input))) ? true : 'notFound';
      },
    };
  },
} as const;
