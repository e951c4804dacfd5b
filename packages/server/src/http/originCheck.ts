import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { errorResponse } from './errors';
import { logCheckRefusal } from '../log/refusals';
import { normalizeOrigin, publicOriginList, type PublicOrigins } from './hostCheck';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a write may proceed (GUIDE §7, a CSRF defence next to SameSite cookies): the
 * browser says the request comes from this site (`Sec-Fetch-Site: same-origin`, or `none` for
 * a user-typed navigation), or the `Origin` is one of the server's own origins or one
 * configured in `allowedOrigins`. A request with neither header is refused: every browser that
 * can carry the session cookie sends at least one of them on a write.
 */
export function isWriteAllowed(input: {
  secFetchSite: string | undefined;
  origin: string | undefined;
  ownOrigins: readonly string[];
  allowedOrigins: readonly string[];
}): boolean {
  const site = input.secFetchSite?.trim().toLowerCase();
  if (site === 'same-origin' || site === 'none') return true;
  const origin = input.origin?.trim();
  if (!origin || origin === 'null') return false;
  return input.ownOrigins.includes(origin) || input.allowedOrigins.includes(origin);
}

/** Normalised once per list (the getter from `main.ts` hands back the same array each time). */
const ownOriginsCache = new WeakMap<readonly string[], readonly string[]>();

/**
 * The server's own origins: the configured public origins, never the request's `Host` (a DNS
 * rebinding page names its own host). Without public origins (the tests) the request URL's.
 */
function ownOriginsOf(publicOrigins: readonly string[], requestUrl: string): readonly string[] {
  if (publicOrigins.length === 0) return [new URL(requestUrl).origin];
  let own = ownOriginsCache.get(publicOrigins);
  if (!own) {
    own = publicOrigins.map(normalizeOrigin);
    ownOriginsCache.set(publicOrigins, own);
  }
  return own;
}

/** Refuses writes (POST, PUT, PATCH, DELETE, …) that fail {@link isWriteAllowed} with 403. */
export function originCheck(
  allowedOrigins: readonly string[],
  publicOrigins?: PublicOrigins,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const allowed = isWriteAllowed({
      secFetchSite: c.req.header('Sec-Fetch-Site'),
      origin: c.req.header('Origin'),
      ownOrigins: ownOriginsOf(publicOriginList(publicOrigins), c.req.url),
      allowedOrigins,
    });
    if (allowed) return next();
    logCheckRefusal(c, 'origin', c.req.header('Origin'));
    return errorResponse(c, 403, 'error.forbidden', 'forbidden');
  };
}
