import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { errorResponse } from './errors';
import { MAX_JSON_BODY_BYTES } from './requestBody';

/** The longest API path and query string accepted; contract ids and keywords are far shorter. */
export const MAX_PATH_LENGTH = 2048;
export const MAX_QUERY_LENGTH = 8192;

/**
 * Limits every API request before any route reads it (issue 13): 414 for an over-long path or
 * query string, 413 for a declared body over the JSON limit. A body without a declared length
 * is capped while it is read (`readJsonBody`); a route that takes no body never reads one.
 */
export function requestLimits(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    const queryStart = url.indexOf('?');
    const query = queryStart < 0 ? '' : url.slice(queryStart + 1);
    if (c.req.path.length > MAX_PATH_LENGTH || query.length > MAX_QUERY_LENGTH) {
      return errorResponse(c, 414, 'server.uriTooLong', 'validation');
    }
    if (Number(c.req.header('Content-Length') ?? 0) > MAX_JSON_BODY_BYTES) {
      return errorResponse(c, 413, 'server.bodyTooLarge', 'validation');
    }
    return next();
  };
}
