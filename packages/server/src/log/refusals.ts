import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import type { GuardKind } from '../http/guards';
import { logger } from './logger';
import { answeredRoute } from './requestLog';

/** Why a route's guard refused: no live session (401), a role (403), or a hidden thing (404). */
export type RefusalReason = 'unauthorized' | 'forbidden' | 'notFound';

const STATUS: Record<RefusalReason, number> = { unauthorized: 401, forbidden: 403, notFound: 404 };

/**
 * One `accessRefused` line (warn) per request a route's guard refused, so an operator can
 * tell permission probing from ordinary errors: the route, the guard, why, and who asked when
 * a session was read. Nothing of the request's input.
 */
export function logRefusal(c: Context<AppEnv>, guard: GuardKind, reason: RefusalReason): void {
  logger().warn({
    event: 'accessRefused',
    method: c.req.method,
    route: answeredRoute(c),
    status: STATUS[reason],
    reason,
    guard,
    userId: c.get('userId'),
  });
}

/** The checks before any route: the Host a request names, and the Origin of a write. */
export type RequestCheck = 'host' | 'origin';

/**
 * One `requestRefused` line (warn) per request the host check (DNS rebinding) or the origin
 * check (cross-site writes) refused with 403: the method, the path (never the query), and the
 * host or origin the request named, which is what an operator needs to tell a misconfigured
 * `MARU_PUBLIC_ORIGIN` from an attack.
 */
export function logCheckRefusal(
  c: Context<AppEnv>,
  check: RequestCheck,
  named: string | undefined,
): void {
  logger().warn({
    event: 'requestRefused',
    check,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    status: 403,
    [check]: named ?? null,
  });
}
