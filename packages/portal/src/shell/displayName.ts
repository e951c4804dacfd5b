import type { UserProfile } from '@maru/api';
import type { PortalLocale } from '../i18n';

/**
 * The name shown for the signed-in user (spec 01 §2 profile dropdown): the Korean name when
 * the interface is Korean, the English name otherwise (Korean if no English name is on file).
 */
export function displayName(
  user: Pick<UserProfile, 'userName' | 'userNameEn'>,
  locale: PortalLocale,
): string {
  if (locale === 'ko') return user.userName;
  return user.userNameEn.trim() || user.userName;
}
