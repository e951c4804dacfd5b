import {
  allCommandMenus,
  commandMenuKeyOf,
  favoriteCommandMenus,
  isSearchKeywordAllowed,
  menuAccess,
  resetCommandMenuAccess,
  starCommandMenu,
  unifiedSearch,
  type CommandMenu,
} from '@maru/api';
import { CommandPalette } from '@maru/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePortalRuntime } from '../../app/RuntimeContext';
import { useActiveLocale } from '../../i18n/useActiveLocale';
import { useOpenProfile } from '../../profile';
import { choosePaletteEntry, openInNewTab, paletteRowAction } from './paletteActions';
import {
  favouritesAfterStar,
  idleCommandsOf,
  menuCommandsOf,
  paletteGroupsOf,
  searchCommandsOf,
  withoutRecent,
  type PaletteEntry,
} from './paletteCommands';
import { PaletteRow } from './PaletteRow';

/** The unified search page for a query: the palette's "all results" link and search-all entry. */
export function searchPageHref(query: string): string {
  return `/search?keyword=${encodeURIComponent(query)}`;
}

interface MenuLists {
  menus: CommandMenu[];
  favourites: CommandMenu[];
}

const NO_MENUS: MenuLists = { menus: [], favourites: [] };

export interface PaletteDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The query an opening starts with: what was typed while this code loaded (`PaletteHost`). */
  initialQuery?: string;
}

/**
 * The command palette wired to Maru (spec 01 §2, issue 7): the menus of every system from
 * `GET /common/menus/all` as local commands, the recents and `GET /common/menus/favorite` for
 * an empty query, members and posts from the unified search; choosing follows `paletteTarget`
 * and records the visit; Ctrl/⌘+D stars a menu, Shift+Delete forgets a recent. Loaded lazily
 * by `PaletteHost`.
 */
export function PaletteDialog({ isOpen, onOpenChange, initialQuery }: PaletteDialogProps) {
  const runtime = usePortalRuntime();
  const { t } = useTranslation();
  const locale = useActiveLocale();
  const navigate = useNavigate();
  const openProfile = useOpenProfile();
  const [lists, setLists] = useState<MenuLists | null>(null);
  const [starred, setStarred] = useState<ReadonlySet<string>>(new Set());

  // Every opening reloads: each visit changes the recents, and the language the names.
  useEffect(() => {
    if (!isOpen) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      runtime.client.call(allCommandMenus, { signal }),
      runtime.client.call(favoriteCommandMenus, { signal }),
    ])
      .then(([menus, favourites]) => ({ menus, favourites }))
      // Spec 01 §8: menu and favourite failures are swallowed with empty lists.
      .catch(() => NO_MENUS)
      .then((loaded) => {
        if (signal.aborted) return;
        setLists(loaded);
        setStarred(
          new Set(
            loaded.menus.filter((menu) => menu.favoriteFlag === 1).map((m) => commandMenuKeyOf(m)),
          ),
        );
      });
    return () => controller.abort();
  }, [isOpen, locale, runtime]);

  const groups = useMemo(
    () =>
      paletteGroupsOf({
        recent: t('palette.groups.recent'),
        favourite: t('palette.groups.favourite'),
        member: t('palette.groups.member'),
        post: t('palette.groups.post'),
        systems: {
          GW: t('palette.groups.GW'),
          EA: t('palette.groups.EA'),
          DRAFT: t('palette.groups.DRAFT'),
          HR: t('palette.groups.HR'),
          FI: t('palette.groups.FI'),
          KANBAN: t('palette.groups.KANBAN'),
          EXT: t('palette.groups.EXT'),
        },
      }),
    [t],
  );
  // The commands change only when the menus load, never with a star: the index is built once.
  const commands = useMemo(() => menuCommandsOf(lists?.menus ?? []), [lists?.menus]);
  const idle = useMemo(() => (lists ? idleCommandsOf(lists.menus, lists.favourites) : []), [lists]);

  // Rows by id, for the row keys (the active row is known by its element only).
  const found = useRef(new Map<string, PaletteEntry>());
  const entryById = useCallback(
    (id: string) =>
      found.current.get(id) ??
      commands.find((entry) => entry.id === id) ??
      idle.find((entry) => entry.id === id),
    [commands, idle],
  );

  const draftLabel = t('palette.draft');
  const search = useCallback(
    async (query: string, { signal }: { signal: AbortSignal }): Promise<PaletteEntry[]> => {
      // Spec 01 §5: a keyword with a backslash is never searched (the search page alerts).
      if (!isSearchKeywordAllowed(query)) return [];
      const result = await runtime.client.call(unifiedSearch, {
        query: { searchText: query },
        signal,
        silent: true,
      });
      const entries = searchCommandsOf(result, { draft: draftLabel });
      found.current = new Map(entries.map((entry) => [entry.id, entry]));
      return entries;
    },
    [runtime, draftLabel],
  );

  const onSelect = useCallback(
    (entry: PaletteEntry) =>
      choosePaletteEntry(entry, {
        navigate,
        openProfile,
        openNewTab: openInNewTab,
        assign: (href) => runtime.browser.assign(href),
        recordAccess: (key) => {
          // Fire and forget, like the navigation's own record.
          runtime.client.call(menuAccess, { body: key, silent: true }).catch(() => undefined);
        },
      }),
    [navigate, openProfile, runtime],
  );

  const toggleStar = (menu: CommandMenu) => {
    const key = commandMenuKeyOf(menu);
    const next = !starred.has(key);
    runtime.client
      .call(starCommandMenu, {
        body: { system: menu.system, menuPath: menu.menuPath, enabledFlag: next ? 1 : 0 },
      })
      .then(() => {
        setStarred((current) => {
          const updated = new Set(current);
          if (next) updated.add(key);
          else updated.delete(key);
          return updated;
        });
        setLists(
          (current) =>
            current && {
              ...current,
              favourites: favouritesAfterStar(current.favourites, menu, next),
            },
        );
      })
      .catch(() => undefined);
  };

  const forget = (menu: CommandMenu) => {
    runtime.client
      .call(resetCommandMenuAccess, { body: { system: menu.system, menuPath: menu.menuPath } })
      .then(() =>
        setLists((current) => current && { ...current, menus: withoutRecent(current.menus, menu) }),
      )
      .catch(() => undefined);
  };

  // Captured before the palette's own keys: React events cross the dialog's portal.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const input = event.target as HTMLElement;
    if (input.getAttribute('role') !== 'combobox') return;
    const optionId = input.getAttribute('aria-activedescendant');
    const option = optionId ? input.ownerDocument.getElementById(optionId) : null;
    const id = option?.querySelector('[data-palette-entry]')?.getAttribute('data-palette-entry');
    const entry = id ? entryById(id) : undefined;
    const action = paletteRowAction(event, entry);
    if (!action || !entry?.menu) return;
    event.preventDefault();
    event.stopPropagation();
    if (action === 'star') toggleStar(entry.menu);
    else forget(entry.menu);
  };

  const starredText = t('palette.starred');
  const starTitle = t('palette.star');
  const unstarTitle = t('palette.unstar');
  const renderCommand = useCallback(
    (entry: PaletteEntry) => {
      const on = entry.menu ? starred.has(commandMenuKeyOf(entry.menu)) : false;
      return (
        <PaletteRow
          entry={entry}
          starred={on}
          starredText={starredText}
          starTitle={on ? unstarTitle : starTitle}
        />
      );
    },
    [starred, starredText, starTitle, unstarTitle],
  );

  return (
    <div style={{ display: 'contents' }} onKeyDownCapture={onKeyDownCapture}>
      <CommandPalette<PaletteEntry>
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        groups={groups}
        commands={commands}
        idleCommands={idle}
        search={search}
        onSelect={onSelect}
        onSearchAll={(query) => navigate(searchPageHref(query))}
        allResultsHref={searchPageHref}
        onNavigate={navigate}
        renderCommand={renderCommand}
        placeholder={t('palette.placeholder')}
        defaultQuery={initialQuery}
      />
    </div>
  );
}
