import type { ErrorBody } from '../contract';
import { errorCatalogue, type ErrorMessageKey } from '../errors';
import type { Locale } from '../contract';

/** A spec 01 §8 error body with the catalogue text in the request's language. */
export function metaErrorBody(
  code: string,
  errorType: string,
  messageKey: ErrorMessageKey,
  locale: Locale,
): ErrorBody {
  return { meta: { code, errorType, message: errorCatalogue[locale][messageKey] } };
}

/** A validation error body: the first `data` item carries the field message. */
export function validationErrorBody(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  locale: Locale,
): ErrorBody {
  return {
    meta: {
      code: 'VALIDATION',
      errorType: 'validation',
      message: errorCatalogue[locale]['error.invalidRequest'],
      data: issues.map((issue) => ({
        field: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    },
  };
}
