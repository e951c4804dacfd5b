import { errorText, isApiError } from '@maru/api';
import type { TFunction } from 'i18next';
import type { PortalLocale } from '../../i18n';

/**
 * The message a failed sign-in shows: wrong ID or password (401) gets one clear sentence that
 * does not reveal which of the two was wrong; other failures (server down, bad input) show
 * the error catalogue's text in the interface language.
 */
export function signInErrorMessage(error: unknown, t: TFunction, locale: PortalLocale): string {
  if (!isApiError(error)) return t('signin.failed');
  if (error.status === 401) return t('signin.invalidCredentials');
  return errorText(error.info, locale);
}
