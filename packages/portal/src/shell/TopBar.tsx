import type { CloudInfo, MenuNode } from '@maru/api';
import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { routeMetaAtom } from '../routes/routeMetaAtom';
import { sessionAtom } from '../session/sessionState';
import { userStudiosAtom } from '../session/shellSessionState';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { AdminLink } from './topbar/AdminLink';
import { ChannelNav } from './topbar/ChannelNav';
import { visibleChannels } from './topbar/channels';
import { deferredComponent } from './deferred';
import { NotificationIndicatorFallback } from './topbar/NotificationLink';
import { MenuRowSpace } from './topbar/MenuRow';
import { ProfileMenuFallback } from './topbar/ProfileMenuFallback';
import { SearchButton } from './topbar/SearchButton';
import {
  currentCompanyName,
  currentLogoUrl,
  useCloudLogos,
  useTopMenus,
} from './topbar/topBarData';

// The fallbacks live in modules of their own: statically importing anything from the lazily
// loaded modules would pull them, with react-aria's menu and tooltip, into the first load.
const ProfileMenu = deferredComponent(
  () => import('./topbar/ProfileMenu').then((module) => module.ProfileMenu),
  ProfileMenuFallback,
);
const GlobalMenu = deferredComponent(
  () => import('./topbar/GlobalMenu').then((module) => module.GlobalMenu),
  MenuRowSpace,
);
const TrialBanner = deferredComponent(
  () => import('./topbar/TrialBanner').then((module) => module.TrialBanner),
  () => null,
);
const NotificationIndicator = deferredComponent(
  () => import('./topbar/NotificationIndicator').then((module) => module.NotificationIndicator),
  NotificationIndicatorFallback,
);

/** The `banner` landmark; positioned, so the mega-menu panel spans it from below. */
const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  background: ${({ theme }) => theme.color.surface.raised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space[6]};
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

/**
 * The signed-in top bar (spec 01 §2 "top bar and shell"): the free-trial banner above it; the
 * company logo, the channels, the tools (search, notifications, administration, language,
 * profile) and, under them, the global mega-menu. Before the session is ready it shows only
 * the brand and the language switch.
 */
export function TopBar() {
  const session = useAtomValue(sessionAtom);
  const meta = useAtomValue(routeMetaAtom);
  const ready = session.status === 'ready' ? session : null;
  const topMenus = useTopMenus();
  const logos = useCloudLogos();
  const studios = useAtomValue(userStudiosAtom);
  if (!ready) return <PublicBar />;

  const { user, cloud } = ready;
  return (
    <>
      {cloud.isFreeTrial ? <TrialBanner cloud={cloud} /> : null}
      <Header>
        <Row>
          <Brand
            logoUrl={currentLogoUrl(logos, user.currentStudioId)}
            companyName={currentCompanyName(user, studios)}
          />
          <ChannelNav channels={visibleChannels(user, cloud)} current={meta?.channel ?? null} />
          <Tools>
            <SearchButton />
            <NotificationIndicator />
            <AdminLink user={user} />
            <LanguageSwitch />
            <ProfileMenu user={user} />
          </Tools>
        </Row>
        <MegaMenuRow menus={topMenus} cloud={cloud} />
      </Header>
    </>
  );
}

/**
 * The mega-menu's row: its space while the top menus load (so nothing under the top bar moves
 * when they arrive), the menu once they are there, nothing when there are none.
 */
function MegaMenuRow({
  menus,
  cloud,
}: {
  menus: readonly MenuNode[] | undefined;
  cloud: CloudInfo;
}) {
  if (menus === undefined) return <MenuRowSpace />;
  return menus.length > 0 ? <GlobalMenu menus={menus} cloud={cloud} /> : null;
}

/** The public pages' bar: the product name and the language switch only. */
export function PublicBar() {
  return (
    <Header>
      <Row>
        <Brand />
        <Tools>
          <LanguageSwitch />
        </Tools>
      </Row>
    </Header>
  );
}
