import type { ErrorMessageKey } from './texts';
import type { ApiErrorInfo, ErrorAction } from './parse';

/**
 * A failed call, thrown by the client. `Error.message` must be a string, so the server's
 * text (possibly null) is `serverMessage`; `info` is the whole parsed value for `errorText`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly info: ApiErrorInfo;
  readonly status: number | null;
  readonly code: string | number | null;
  readonly errorType: string | null;
  readonly serverMessage: string | null;
  readonly messageKey: ErrorMessageKey;
  readonly action: ErrorAction;
  /** The endpoint path as declared in the contract, e.g. `/hr/commute/action`. */
  readonly endpoint: string;

  constructor(info: ApiErrorInfo, endpoint: string, options?: { cause?: unknown }) {
    super(info.message ?? info.messageKey, options);
    this.info = info;
    this.status = info.status;
    this.code = info.code;
    this.errorType = info.errorType;
    this.serverMessage = info.message;
    this.messageKey = info.messageKey;
    this.action = info.action;
    this.endpoint = endpoint;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
