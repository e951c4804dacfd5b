import { DEFAULT_TIME_ZONE, formatUnix } from '@maru/api/dates';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { errorBody } from '../http/errors';
import { requestLocale } from '../http/language';
import type { MessageKey } from '../http/messages';

/*
 * The answers of the sign-in limits. The portal's sign-in page shows the server's message
 * as it is (in the request's `Lang`), so the message itself says when to try again; the
 * `Retry-After` header says the same to programs.
 */

/**
 * The clock time in the lock message is written in this zone, with its offset named
 * ("14:32 GMT+9"), so it is never misread: the default company zone (a per-company zone would
 * tell which company a login id belongs to before sign-in).
 */
export const SIGN_IN_MESSAGE_TIME_ZONE = DEFAULT_TIME_ZONE;

function limitAnswer(
  c: Context<AppEnv>,
  status: 429 | 503,
  key: MessageKey,
  retryAfterSeconds: number,
  values: Record<string, string>,
): Response {
  const body = errorBody(c, status, key, status === 429 ? 'tooManyRequests' : 'server');
  const message = body.meta.message.replace(
    /\{(\w+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return c.json({ meta: { ...body.meta, message } }, status);
}

/** 429 for a locked login id: "try again in N minutes (at HH:MM GMT+9)". */
export function accountLockedAnswer(c: Context<AppEnv>, until: number): Response {
  const seconds = until - c.get('now');
  const locale = requestLocale(c.req.header('Lang'));
  const time = formatUnix(
    until,
    locale,
    { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' },
    SIGN_IN_MESSAGE_TIME_ZONE,
  );
  const minutes = String(Math.max(1, Math.ceil(seconds / 60)));
  return limitAnswer(c, 429, 'server.signInLocked', seconds, { minutes, time });
}

/** 429 for an address out of tokens. */
export function addressThrottledAnswer(c: Context<AppEnv>, retryAfterSeconds: number): Response {
  const seconds = String(retryAfterSeconds);
  return limitAnswer(c, 429, 'server.signInThrottled', retryAfterSeconds, { seconds });
}

/** 503 when the password-hash queue is full: the server is busy, not the caller at fault. */
export function hashQueueFullAnswer(c: Context<AppEnv>): Response {
  return limitAnswer(c, 503, 'server.signInBusy', 1, {});
}
