import { Button, Skeleton, VisuallyHidden } from '@maru/ui';
import { useAtomValue } from 'jotai';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { siteHosts } from '../../app/siteHosts';
import { sideMenuAtom } from '../../navigation/navigationState';
import { routeMetaAtom } from '../../routes/routeMetaAtom';
import type { MenuArea } from '../../routes/routeTypes';
import { sessionAtom } from '../../session/sessionState';
import { useSideMenuCollapsed } from './collapsedState';
import { handleMenuKeyDown } from './menuKeyboard';
import { Chevron, FixedList, List, Loading, MenuBody, Nav, ToggleRow } from './SideMenu.styles';
import { fixedMenuItems, isCurrentRoute, sideMenuEntries } from './sideMenuEntries';
import { MenuLinkRow, SideMenuTree } from './SideMenuTree';

const LABEL_KEYS = {
  community: 'layout.sideMenuLabel.community',
  ess: 'layout.sideMenuLabel.ess',
  admin: 'layout.sideMenuLabel.admin',
} as const;

function labelKey(area: MenuArea | null) {
  return area ? LABEL_KEYS[area] : 'layout.sideMenuLabel.other';
}

/** Stands in for the tree while it loads; the text is for screen readers, the bars for eyes. */
function MenuLoading() {
  const { t } = useTranslation();
  return (
    <Loading role="status">
      <VisuallyHidden>{t('layout.menuLoading')}</VisuallyHidden>
      <Skeleton lines={5} />
    </Loading>
  );
}

/**
 * The left menu of the fixed-aside layout (spec 01 §2): the area's fixed items (community: my
 * posts, my drafts; ESS: my page), then the server's tree (`sideMenuAtom`, filled by the
 * navigation) with folders. The collapse button folds it to a narrow rail and is remembered.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const meta = useAtomValue(routeMetaAtom);
  const menu = useAtomValue(sideMenuAtom);
  const session = useAtomValue(sessionAtom);
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useSideMenuCollapsed();
  const bodyId = useId();

  const cloud = session.status === 'ready' || session.status === 'anonymous' ? session.cloud : null;
  const entries = useMemo(
    () => sideMenuEntries(menu.nodes, { cloud, hosts: siteHosts }),
    [menu.nodes, cloud],
  );
  const area = meta?.menuArea ?? null;
  const fixed = fixedMenuItems(area);

  return (
    <Nav aria-label={t(labelKey(area ?? menu.area))} data-collapsed={collapsed || undefined}>
      <ToggleRow>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('layout.sideMenuToggle')}
          title={t(collapsed ? 'layout.expandMenu' : 'layout.collapseMenu')}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onPress={() => setCollapsed(!collapsed)}
          icon={
            <Chevron
              viewBox="0 0 12 12"
              aria-hidden="true"
              focusable="false"
              style={{ transform: collapsed ? 'none' : 'rotate(180deg)' }}
            >
              <path d="M4 2l4 4-4 4" stroke="currentColor" strokeWidth="1.6" fill="none" />
            </Chevron>
          }
        />
      </ToggleRow>
      <MenuBody id={bodyId} hidden={collapsed} onKeyDown={handleMenuKeyDown}>
        {fixed.length > 0 ? (
          <FixedList>
            {fixed.map((item) => (
              <li key={item.id}>
                <MenuLinkRow
                  href={item.to}
                  label={t(item.labelKey)}
                  current={isCurrentRoute(item.to, pathname)}
                  depth={0}
                />
              </li>
            ))}
          </FixedList>
        ) : null}
        {menu.status === 'loading' ? (
          <MenuLoading />
        ) : entries.length > 0 ? (
          <List>
            <SideMenuTree entries={entries} pathname={pathname} />
          </List>
        ) : null}
      </MenuBody>
    </Nav>
  );
}
