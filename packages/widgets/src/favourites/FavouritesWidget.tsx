import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  Button,
  Dialog,
  EmptyState,
  GearIcon,
  Link,
  Popover,
  Portlet,
  resolveImageSrc,
  useIntl,
  type HeadingLevel,
  type Translate,
} from '@maru/ui';
import type { FavouriteMenu } from '@maru/api';
import { favouriteListsAtom, favouritesLoadFailedAtom, reloadFavouritesAtom } from './atoms';
import { favouritesCatalogue } from './catalogue';
import { FavouritesSettings } from './FavouritesSettings';
import {
  LinkMark,
  LinkName,
  MoreRow,
  PanelList,
  QuickLink,
  QuickLinks,
} from './FavouritesWidget.styles';
import { favouriteHref, homeShortcuts, panelFavourites, type FavouriteSiteHosts } from './rules';

export interface FavouritesWidgetProps {
  /**
   * Client-side navigation for a favourite on the portal itself (`/community/board/10`); the
   * widget never navigates on its own. Without it internal links load the page normally.
   */
  onNavigate?: (path: string) => void;
  /** Hosts of the separate sites that `ea`, `hr` and `people` favourites open on (new tab). */
  siteHosts?: FavouriteSiteHosts;
  /**
   * The host's own rule for where a favourite leads (a path or an http(s) URL), replacing
   * `favouriteHref`. Whatever it answers still goes through the safe resolver.
   */
  linkOf?: (menu: FavouriteMenu) => string | null;
  /** Opens the settings dialog on mount (stories, deep links). */
  defaultSettingsOpen?: boolean;
  /** Heading level of the portlet title; 2 by default. */
  headingLevel?: HeadingLevel;
  className?: string;
}

interface LinkBits {
  hrefOf: (menu: FavouriteMenu) => string | null;
  onNavigate: ((path: string) => void) | undefined;
}

/** A favourite's mark: its image when the URL is safe, else the first letter of its name. */
function Mark({ menu }: { menu: FavouriteMenu }) {
  const src = resolveImageSrc(menu.imageUrl);
  return (
    <LinkMark aria-hidden="true">
      {src ? <img src={src} alt="" /> : Array.from(menu.menuName)[0]}
    </LinkMark>
  );
}

function FavouriteLinks({
  shortcuts,
  hrefOf,
  onNavigate,
}: LinkBits & { shortcuts: FavouriteMenu[] }) {
  return (
    <QuickLinks>
      {shortcuts.map((menu) => (
        <QuickLink key={menu.menuId}>
          <Link href={hrefOf(menu)} onNavigate={onNavigate} data-menu-id={menu.menuId}>
            <Mark menu={menu} />
            <LinkName>{menu.menuName}</LinkName>
          </Link>
        </QuickLink>
      ))}
    </QuickLinks>
  );
}

/** The expandable panel (spec 02 §2, §4): the other favourites; closes on an outside click. */
function MorePanel({
  t,
  rest,
  hrefOf,
  onNavigate,
}: LinkBits & { t: Translate; rest: FavouriteMenu[] }) {
  return (
    <MoreRow>
      <Popover
        label={t('more', { count: rest.length })}
        triggerVariant="ghost"
        title={t('moreTitle')}
        placement="bottom end"
      >
        {(close) => (
          <PanelList>
            {rest.map((menu) => (
              <li key={menu.menuId}>
                <Link
                  href={hrefOf(menu)}
                  onNavigate={
                    onNavigate
                      ? (path) => {
                          close();
                          onNavigate(path);
                        }
                      : undefined
                  }
                >
                  {menu.menuName}
                </Link>
              </li>
            ))}
          </PanelList>
        )}
      </Popover>
    </MoreRow>
  );
}

/**
 * The favourite quick-link portlet of the home page (spec 02 §2–§7): the first 5 shortcuts,
 * the other favourites in an expandable panel, and the settings dialog (840 px) to choose up
 * to 15 menus and arrange them. Needs `MaruProvider` and `WidgetsProvider` above it.
 */
export function FavouritesWidget({
  onNavigate,
  siteHosts,
  linkOf,
  defaultSettingsOpen = false,
  headingLevel,
  className,
}: FavouritesWidgetProps) {
  const { t } = useIntl(favouritesCatalogue);
  const lists = useAtomValue(favouriteListsAtom);
  const loadFailed = useAtomValue(favouritesLoadFailedAtom);
  const reload = useSetAtom(reloadFavouritesAtom);
  const [settingsOpen, setSettingsOpen] = useState(defaultSettingsOpen);
  const hrefOf = linkOf ?? ((menu: FavouriteMenu) => favouriteHref(menu, siteHosts));
  const openSettings = () => setSettingsOpen(true);

  const shortcuts = lists ? homeShortcuts(lists) : [];
  const rest = lists ? panelFavourites(lists) : [];
  const empty = shortcuts.length === 0 && rest.length === 0;

  return (
    <>
      <Portlet
        title={t('title')}
        headingLevel={headingLevel}
        className={className}
        status={lists === undefined ? 'loading' : 'ready'}
        actions={
          <Button
            variant="ghost"
            size="sm"
            icon={<GearIcon />}
            aria-label={t('settings')}
            onPress={openSettings}
          />
        }
      >
        {empty ? (
          <EmptyState
            size="sm"
            title={t('empty.title')}
            description={t('empty.description')}
            action={
              loadFailed ? (
                <Button variant="secondary" size="sm" onPress={reload}>
                  {t('retryLoad')}
                </Button>
              ) : (
                <Button variant="secondary" size="sm" onPress={openSettings}>
                  {t('empty.action')}
                </Button>
              )
            }
          />
        ) : (
          <>
            <FavouriteLinks shortcuts={shortcuts} hrefOf={hrefOf} onNavigate={onNavigate} />
            {rest.length > 0 ? (
              <MorePanel t={t} rest={rest} hrefOf={hrefOf} onNavigate={onNavigate} />
            ) : null}
          </>
        )}
      </Portlet>
      <Dialog title={t('settings')} size={840} isOpen={settingsOpen} onOpenChange={setSettingsOpen}>
        <FavouritesSettings t={t} />
      </Dialog>
    </>
  );
}
