import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../session/sessionState';
import { GearIcon } from '@maru/ui';
import { IconLink } from './toolStyles';

/** Where system administration starts (spec 02 §2 admin routes). */
export const ADMIN_PATH = '/admin/menu';

/** Spec 01 §6: the administration icon only for `adminFlag` '1'; the server still checks. */
export function showsAdminLink(user: Pick<SessionUser, 'adminFlag'>): boolean {
  return user.adminFlag === '1';
}

/** The system administration icon (spec 01 §2). */
export function AdminLink({ user }: { user: Pick<SessionUser, 'adminFlag'> }) {
  const { t } = useTranslation();
  if (!showsAdminLink(user)) return null;
  return (
    <IconLink to={ADMIN_PATH} aria-label={t('shell.admin')}>
      <GearIcon grid={20} />
    </IconLink>
  );
}
