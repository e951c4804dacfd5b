import { useId, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  Button,
  Checkbox,
  SortableGrid,
  type DecideMove,
  type SortableGridItem,
  type SortableGridList,
  type SortableLists,
  type Translate,
} from '@maru/ui';
import {
  FAVOURITE_SELECTION_LIMIT,
  HOME_SHORTCUT_COUNT,
  SHORTCUT_LIMIT,
  keepShortcutLimit,
  type FavouriteLists,
  type FavouriteMenu,
} from '@maru/api';
import {
  arrangeFavouritesAtom,
  favouriteListsAtom,
  favouritesSaveStatusAtom,
  favouriteChooserMenusData,
  retryFavouritesSaveAtom,
  toggleFavouriteAtom,
} from './atoms';
import {
  ChooserGroupBox,
  ChooserGroups,
  Counter,
  Note,
  SaveStatus,
  SectionHeading,
  SettingsLayout,
  SettingsSection,
} from './FavouritesWidget.styles';
import { favouriteChooserGroups, favouriteSelectionCount, favouriteSelectionFull } from './rules';

/** A favourite as the grid holds it. */
interface GridFavourite extends SortableGridItem {
  menu: FavouriteMenu;
}

const EMPTY: FavouriteLists<FavouriteMenu> = { shortcut: [], panel: [] };
const SHORTCUT = 'shortcut';
const PANEL = 'panel';

const gridItem = (menu: FavouriteMenu): GridFavourite => ({
  key: String(menu.menuId),
  label: menu.menuName,
  menu,
});

/** Spec 02 §5: past 9 shortcuts the last one moves back to the panel, announced by the grid. */
const keepLimitOnDrop: DecideMove<GridFavourite> = (_move, proposed) => {
  const kept = keepShortcutLimit({
    shortcut: proposed[SHORTCUT] ?? [],
    panel: proposed[PANEL] ?? [],
  });
  return { [SHORTCUT]: kept.shortcut, [PANEL]: kept.panel };
};

function listsOfGrid(lists: SortableLists<GridFavourite>): FavouriteLists<FavouriteMenu> {
  return {
    shortcut: (lists[SHORTCUT] ?? []).map((item) => item.menu),
    panel: (lists[PANEL] ?? []).map((item) => item.menu),
  };
}

/** The menu chooser (spec 02 §2): checkboxes by area and folder, with the 15 limit. */
function MenuChooser({ t, lists }: { t: Translate; lists: FavouriteLists<FavouriteMenu> }) {
  const menus = useAtomValue(favouriteChooserMenusData.view);
  const reload = useSetAtom(favouriteChooserMenusData.refresh);
  const toggle = useSetAtom(toggleFavouriteAtom);
  const [overflow, setOverflow] = useState(false);
  const groups = useMemo(() => favouriteChooserGroups(menus.data ?? []), [menus.data]);
  const selected = new Map(
    [...lists.shortcut, ...lists.panel].map((item) => [item.menuId, item] as const),
  );
  const count = favouriteSelectionCount(lists);
  const headingId = useId();

  return (
    <SettingsSection aria-labelledby={headingId}>
      <SectionHeading id={headingId}>
        {t('chooser.title')}
        <Counter data-full={favouriteSelectionFull(lists) || undefined}>
          {t('chooser.count', { count, limit: FAVOURITE_SELECTION_LIMIT })}
        </Counter>
      </SectionHeading>
      <div role="status">
        {overflow ? (
          <Note data-tone="warning">
            {t('chooser.overflow', { limit: FAVOURITE_SELECTION_LIMIT })}
          </Note>
        ) : null}
      </div>
      {menus.status === 'loading' && menus.data === undefined ? (
        <Note role="status">{t('chooser.loading')}</Note>
      ) : null}
      {menus.status === 'error' ? (
        <SaveStatus>
          <Note>{t('chooser.loadFailed')}</Note>
          <Button variant="secondary" size="sm" onPress={reload}>
            {t('retryLoad')}
          </Button>
        </SaveStatus>
      ) : null}
      <ChooserGroups>
        {groups.map((group) => (
          <ChooserGroupBox key={group.key}>
            <legend>{group.path.join(' › ')}</legend>
            {group.menus.map((menu) => {
              const favourite = selected.get(menu.menuId);
              const fixed = favourite?.defaultFlag === 1;
              return (
                <Checkbox
                  key={menu.menuId}
                  checked={favourite !== undefined}
                  readOnly={fixed}
                  description={fixed ? t('chooser.fixed') : undefined}
                  onChange={() => setOverflow(toggle(menu) === 'overflow')}
                >
                  {menu.menuName}
                </Checkbox>
              );
            })}
          </ChooserGroupBox>
        ))}
      </ChooserGroups>
    </SettingsSection>
  );
}

/** The save status: announced, with a retry that sends the kept arrangement again. */
function SaveState({ t }: { t: Translate }) {
  const status = useAtomValue(favouritesSaveStatusAtom);
  const retry = useSetAtom(retryFavouritesSaveAtom);
  const text =
    status === 'saving'
      ? t('save.saving')
      : status === 'saved'
        ? t('save.saved')
        : status === 'failed'
          ? t('save.failed')
          : '';
  return (
    <SaveStatus data-status={status}>
      <Note role="status" data-tone={status === 'failed' ? 'danger' : undefined}>
        {text}
      </Note>
      {status === 'failed' ? (
        <Button variant="secondary" size="sm" onPress={retry}>
          {t('save.retry')}
        </Button>
      ) : null}
    </SaveStatus>
  );
}

/**
 * The body of the favourites settings dialog (spec 02 §2, §4, §5): the chooser beside the
 * shortcut and panel lists, 5 per row, arranged by pointer or keyboard through SortableGrid.
 * Every change saves at once; a failed save keeps the arrangement and offers a retry.
 */
export function FavouritesSettings({ t }: { t: Translate }) {
  const lists = useAtomValue(favouriteListsAtom) ?? EMPTY;
  const arrange = useSetAtom(arrangeFavouritesAtom);
  const gridLists = useMemo<SortableGridList[]>(
    () => [
      { id: SHORTCUT, label: t('list.shortcut'), emptyText: t('list.shortcutEmpty') },
      { id: PANEL, label: t('list.panel'), emptyText: t('list.panelEmpty') },
    ],
    [t],
  );
  const headingId = useId();
  const value = useMemo<SortableLists<GridFavourite>>(
    () => ({ [SHORTCUT]: lists.shortcut.map(gridItem), [PANEL]: lists.panel.map(gridItem) }),
    [lists],
  );

  return (
    <SettingsLayout>
      <MenuChooser t={t} lists={lists} />
      <SettingsSection aria-labelledby={headingId}>
        <SectionHeading id={headingId}>
          {t('arrange.title')}
          <Counter data-full={lists.shortcut.length >= SHORTCUT_LIMIT || undefined}>
            {t('list.shortcutCount', { count: lists.shortcut.length, limit: SHORTCUT_LIMIT })}
          </Counter>
        </SectionHeading>
        <Note>{t('arrange.hint', { home: HOME_SHORTCUT_COUNT })}</Note>
        <SortableGrid
          lists={gridLists}
          value={value}
          onMove={keepLimitOnDrop}
          onChange={(next) => arrange(listsOfGrid(next))}
        />
        <SaveState t={t} />
      </SettingsSection>
    </SettingsLayout>
  );
}
