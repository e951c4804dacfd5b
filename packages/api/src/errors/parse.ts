import type { ErrorMessageKey } from './texts';

/** What the portal does with a failed call (spec 01 §8 status policy). */
export type ErrorAction = 'reload' | 'signIn' | 'toCommunity' | 'alert';

/** A failed call as a value: what the server said, the text key to fall back on, the policy. */
export interface ApiErrorInfo {
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  code: string | number | null;
  errorType: string | null;
  /** The server's own text (already in the request's language), when it sent one. */
  message: string | null;
  /** The catalogue text to show when `message` is null. */
  messageKey: ErrorMessageKey;
  action: ErrorAction;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Status policy (spec 01 §8): 307 reloads; 401 clears state and goes to sign-in; 403 shows
 * the message then goes to Community; 410 shows the gone message then goes to Community;
 * everything else (and no response) is an alert.
 */
export function errorActionFor(status: number | null): ErrorAction {
  switch (status) {
    case 307:
      return 'reload';
    case 401:
      return 'signIn';
    case 403:
    case 410:
      return 'toCommunity';
    default:
      return 'alert';
  }
}

/**
 * The catalogue text a status falls back on when the body has no message. 400 and the
 * gateway statuses have their own texts; anything unrecognised is the unknown error.
 */
function messageKeyFor(status: number): ErrorMessageKey {
  switch (status) {
    case 400:
      return 'error.invalidRequest';
    case 401:
      return 'error.unauthorized';
    case 403:
      return 'error.forbidden';
    case 410:
      return 'error.gone';
    case 502:
    case 503:
    case 504:
      return 'error.badGateway';
    default:
      return 'error.unknown';
  }
}

interface ParsedBody {
  code: string | number | null;
  errorType: string | null;
  message: string | null;
}

function readBody(body: unknown): ParsedBody {
  const none: ParsedBody = { code: null, errorType: null, message: null };
  if (!isRecord(body)) return none;
  const { meta, errors } = body;
  if (isRecord(meta)) {
    const code = typeof meta.code === 'string' || typeof meta.code === 'number' ? meta.code : null;
    const errorType = text(meta.errorType);
    // For validation errors the field message (first item of meta.data) is what the user
    // can act on; the generic meta.message is only the fallback.
    const firstItem = Array.isArray(meta.data) ? (meta.data as unknown[])[0] : undefined;
    const itemMessage =
      errorType === 'validation' && isRecord(firstItem) ? text(firstItem.message) : null;
    return { code, errorType, message: itemMessage ?? text(meta.message) };
  }
  // A write answered with an `errors` array: its first user_message is the error (spec 01 §7).
  if (Array.isArray(errors)) {
    const first = (errors as unknown[])[0];
    return { ...none, message: isRecord(first) ? text(first.user_message) : null };
  }
  return none;
}

/**
 * Reads a failed call (spec 01 §8). Pure: the same status and body always give the same
 * info. `status` null means no response arrived, which shows the bad-gateway text.
 */
export function parseApiError(status: number | null, body: unknown): ApiErrorInfo {
  if (status === null) {
    return {
      status: null,
      code: null,
      errorType: null,
      message: null,
      messageKey: 'error.badGateway',
      action: errorActionFor(null),
    };
  }
  const parsed = readBody(body);
  return { status, ...parsed, messageKey: messageKeyFor(status), action: errorActionFor(status) };
}
