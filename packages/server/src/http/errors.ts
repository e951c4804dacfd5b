import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '@maru/api';
import { requestLocale } from './language';
import { messageText, type MessageKey } from './messages';

/** The spec's errorType values this server sends (spec 01 §8). */
export type ErrorType =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'server'
  /** 429: too many attempts (sign-in limits); the answer carries Retry-After. */
  | 'tooManyRequests';

export interface FieldProblem {
  field: string;
  message: string;
}

/** The spec's error body: `{ meta: { code, message, errorType, data? } }`, in the request's Lang. */
export function errorBody(
  c: Context,
  status: number,
  key: MessageKey,
  errorType: ErrorType,
  data?: FieldProblem[],
): ErrorBody {
  const message = messageText(key, requestLocale(c.req.header('Lang')));
  return { meta: { code: status, message, errorType, ...(data ? { data } : {}) } };
}

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  key: MessageKey,
  errorType: ErrorType,
  data?: FieldProblem[],
): Response {
  return c.json(errorBody(c, status, key, errorType, data), status);
}

/** 400 for bad input: the catalogue's invalid-request text plus one entry per problem field. */
export function validationError(c: Context, problems: FieldProblem[]): Response {
  return errorResponse(c, 400, 'error.invalidRequest', 'validation', problems);
}
