import { Button } from '@maru/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useActiveLocale } from '../i18n';
import { currentUserAtom } from '../session/sessionState';
import { Brand } from './Brand';
import { displayName } from './displayName';
import { LanguageSwitch } from './LanguageSwitch';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surface.raised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

const Nav = styled.nav`
  flex: 1;

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.control.md};
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text.secondary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.color.neutral[50]};
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand[700]};
    background: ${({ theme }) => theme.color.brand[50]};
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const PublicTools = styled(Tools)`
  margin-inline-start: auto;
`;

const UserName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.primary};
`;

/**
 * The minimal top bar: product name, the routes that exist so far, the language switch, the
 * user's name and sign-out. Channels, mega-menu and notifications come with the full shell.
 */
export function TopBar() {
  const { t } = useTranslation();
  const locale = useActiveLocale();
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  return (
    <Header>
      <Brand />
      <Nav aria-label={t('shell.mainNav')}>
        <ul>
          <li>
            <NavLink to="/" end>
              {t('title.home')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/community">{t('title.community')}</NavLink>
          </li>
          <li>
            <NavLink to="/ess/myWorkHour">{t('title.myWorkHour')}</NavLink>
          </li>
        </ul>
      </Nav>
      <Tools>
        <LanguageSwitch />
        {user ? (
          <>
            <UserName>{displayName(user, locale)}</UserName>
            <Button variant="secondary" size="sm" onPress={() => navigate('/logout')}>
              {t('shell.signOut')}
            </Button>
          </>
        ) : null}
      </Tools>
    </Header>
  );
}

/** The public pages' bar: the product name and the language switch only. */
export function PublicBar() {
  return (
    <Header>
      <Brand />
      <PublicTools>
        <LanguageSwitch />
      </PublicTools>
    </Header>
  );
}
