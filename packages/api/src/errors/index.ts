export { parseApiError, errorActionFor } from './parse';
export type { ApiErrorInfo, ErrorAction } from './parse';
export { ApiError, isApiError } from './ApiError';
export {
  errorCatalogue,
  errorText,
  issueText,
  isErrorMessageKey,
  ERROR_MESSAGE_KEYS,
} from './catalogue';
export type { ErrorMessageKey } from './catalogue';
