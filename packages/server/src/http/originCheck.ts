import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a write may proceed (GUIDE §7, a CSRF defence next to SameSite cookies): the
 * browser says the request comes from this site (`Sec-Fetch-Site: same-origin`, or `none` for
 * a user-typed navigation), or the `Origin` is this server's own origin or one configured in
 * `allowedOrigins`. A request with neither header is refused: every browser that can carry
 * the session cookie sends at least one of them on a write.
 */
export function isWriteAllowed(input: {
  secFetchSite: string | undefined;
  origin: string | undefined;
  ownOrigin: string;
  allowedOrigins: readonly string[];
}): boolean {
  const site = input.secFetchSite?.trim().toLowerCase();
  if (site === 'same-origin' || site === 'none') return true;
  const origin = input.origin?.trim();
  if (!origin || origin === 'null') return false;
  return origin === input.ownOrigin || input.allowedOrigins.includes(origin);
}

/** Refuses writes (POST, PUT, PATCH, DELETE, …) that fail {@link isWriteAllowed} with 403. */
export function originCheck(allowedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const allowed = isWriteAllowed({
      secFetchSite: c.req.header('Sec-Fetch-Site'),
      origin: c.req.header('Origin'),
      ownOrigin: new URL(c.req.url).origin,
      allowedOrigins,
    });
    if (!allowed) return errorResponse(c, 403, 'error.forbidden', 'forbidden');
    return next();
  };
}
