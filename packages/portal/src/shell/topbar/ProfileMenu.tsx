import { MenuButton } from '@maru/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useActiveLocale } from '../../i18n';
import { useChangeCompany } from '../../session/changeCompany';
import type { SessionUser } from '../../session/sessionState';
import { userStudiosAtom } from '../../session/shellSessionState';
import { displayName } from '../displayName';
import { companyToSwitchTo, profileMenuItems } from './profileMenu';

/**
 * The profile dropdown (spec 01 §2): named with the user's name in the interface language;
 * the company switch when there is more than one company, my page, my settings, sign-out.
 */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const locale = useActiveLocale();
  const navigate = useNavigate();
  const studios = useAtomValue(userStudiosAtom);
  const changeCompany = useChangeCompany();
  const items = profileMenuItems(studios, user.currentStudioId, {
    changeCompany: t('shell.profile.changeCompany'),
    currentCompany: (company) => t('shell.profile.currentCompany', { company }),
    myPage: t('shell.profile.myPage'),
    mySettings: t('shell.profile.mySettings'),
    signOut: t('shell.signOut'),
  });
  const onAction = (key: string) => {
    const studio = companyToSwitchTo(key, studios, user.currentStudioId);
    if (studio) void changeCompany(studio);
  };
  return (
    <MenuButton
      label={displayName(user, locale)}
      variant="ghost"
      placement="bottom end"
      items={items}
      onAction={onAction}
      onNavigate={(to) => navigate(to)}
    />
  );
}
