import {
  COMMAND_MENU_SYSTEMS,
  commandMenuKeyOf,
  recentCommandMenus,
  type CommandMenu,
  type UnifiedSearchResult,
} from '@maru/api';
import type { PaletteCommand, PaletteGroup } from '@maru/ui';
import type { PaletteItem } from './paletteTarget';

/**
 * One palette row: what it shows (PaletteCommand) and what it stands for. Menus keep their
 * whole entry (star, system) so a row can be starred or removed from the recents.
 */
export interface PaletteEntry extends PaletteCommand {
  item: PaletteItem;
  /** The menu behind a menu row (its `{system, menuPath}` names it in the star and reset calls). */
  menu?: CommandMenu;
  /** A member's photo. */
  photo?: string | null;
  /** A post saved as a draft (enabledFlag 9). */
  draft?: boolean;
}

/** Group keys in the palette's order (spec 01 §2: members, posts, then menus by system). */
export const RECENT_GROUP = 'recent';
export const FAVOURITE_GROUP = 'favourite';
export const MEMBER_GROUP = 'member';
export const POST_GROUP = 'post';

/** The header texts the groups need, already translated. */
export interface PaletteGroupLabels {
  recent: string;
  favourite: string;
  member: string;
  post: string;
  systems: Record<(typeof COMMAND_MENU_SYSTEMS)[number], string>;
}

/**
 * The groups in order: for an empty query the recents and the favourites; for a query the
 * members and posts (server order), then the menus of each system sorted by name.
 */
export function paletteGroupsOf(labels: PaletteGroupLabels): PaletteGroup[] {
  return [
    { key: RECENT_GROUP, label: labels.recent },
    { key: FAVOURITE_GROUP, label: labels.favourite },
    { key: MEMBER_GROUP, label: labels.member },
    { key: POST_GROUP, label: labels.post },
    ...COMMAND_MENU_SYSTEMS.map((system): PaletteGroup => ({
      key: system,
      label: labels.systems[system],
      order: 'name',
    })),
  ];
}

function menuEntry(menu: CommandMenu, group: string, idPrefix: string): PaletteEntry {
  return {
    id: `${idPrefix}:${commandMenuKeyOf(menu)}`,
    group,
    label: menu.menuName,
    ...(menu.menuLocation ? { description: menu.menuLocation } : {}),
    item: { kind: 'menu', menu },
    menu,
  };
}

/** Every menu as a searchable command, in its system's group. */
export function menuCommandsOf(menus: readonly CommandMenu[]): PaletteEntry[] {
  return menus.map((menu) => menuEntry(menu, menu.system, 'menu'));
}

/** What an empty query shows: the recent visits (latest first), then the starred menus. */
export function idleCommandsOf(
  menus: readonly CommandMenu[],
  favourites: readonly CommandMenu[],
): PaletteEntry[] {
  return [
    ...recentCommandMenus(menus).map((menu) => menuEntry(menu, RECENT_GROUP, 'recent')),
    ...favourites.map((menu) => menuEntry(menu, FAVOURITE_GROUP, 'favourite')),
  ];
}

/** The unified search's members and posts as rows (spec 01 §2 sources), in the server's order. */
export function searchCommandsOf(
  result: UnifiedSearchResult,
  labels: { draft: string },
): PaletteEntry[] {
  const members = result.userSearchResult.users.map((user): PaletteEntry => ({
    id: `member:${user.userId}`,
    group: MEMBER_GROUP,
    label: user.userName,
    description: [user.organizationName, user.dutyDesc].filter(Boolean).join(' · '),
    keywords: [user.userNameEn, user.email],
    item: { kind: 'member', userId: user.userId },
    photo: user.userPhoto,
  }));
  const posts = result.postSearchResult.posts.map((post): PaletteEntry => {
    const draft = post.enabledFlag === 9;
    return {
      id: `post:${post.listId}`,
      group: POST_GROUP,
      label: post.title,
      description: [draft ? labels.draft : null, post.menuName, post.regUserName]
        .filter(Boolean)
        .join(' · '),
      item: { kind: 'post', post },
      draft,
    };
  });
  return [...members, ...posts];
}

/** A menu list with one menu's star set or cleared (the palette's state after a PUT). */
export function withStar(
  menus: readonly CommandMenu[],
  target: CommandMenu,
  starred: boolean,
): CommandMenu[] {
  const key = commandMenuKeyOf(target);
  return menus.map((menu) =>
    commandMenuKeyOf(menu) === key ? { ...menu, favoriteFlag: starred ? 1 : 0 } : menu,
  );
}

/** The favourites after starring (appended, as the server orders them) or unstarring. */
export function favouritesAfterStar(
  favourites: readonly CommandMenu[],
  target: CommandMenu,
  starred: boolean,
): CommandMenu[] {
  const key = commandMenuKeyOf(target);
  const rest = favourites.filter((menu) => commandMenuKeyOf(menu) !== key);
  return starred ? [...rest, { ...target, favoriteFlag: 1 }] : rest;
}

/** A menu list with one menu removed from the recents (after a reset). */
export function withoutRecent(menus: readonly CommandMenu[], target: CommandMenu): CommandMenu[] {
  const key = commandMenuKeyOf(target);
  return menus.map((menu) =>
    commandMenuKeyOf(menu) === key ? { ...menu, accessedAt: null } : menu,
  );
}
