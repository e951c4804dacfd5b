export { parseApiError, errorActionFor } from './parse';
export type { ApiErrorInfo, ErrorAction } from './parse';
export { ApiError, isApiError } from './ApiError';
export {
  errorText,
  issueText,
  isErrorMessageKey,
  catalogueText,
  loadErrorTexts,
  registerErrorTexts,
} from './texts';
export type { ErrorMessageKey, ErrorTexts } from './texts';
export { errorCatalogue, ERROR_MESSAGE_KEYS } from './catalogue';
