import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import { unixSecondsSchema } from './primitives';
import { okSchema } from './session';
import { menuKeyShape } from './shell';

/*
 * The command palette's menus (spec 01 §2 "Command palette", §7): every menu of Maru and of
 * the other systems the user may open, the user's starred menus, and the recent visits. A menu
 * is named by `{system, menuPath}` in every call, the same pair the menu access log records
 * (`POST /common/menus/access`, shell.ts): `menuPath` is the menu's address inside its system
 * (a portal route for Maru, e.g. `/community/board/10`), so a star or a visit survives a
 * language change. The breadcrumb the palette shows is `menuLocation`.
 */

/**
 * The systems whose menus the palette lists, in the palette's group order (spec 01 §2: menus
 * of Maru, approval, drafts, HR, finance, kanban, external). GW is Maru itself.
 */
export const COMMAND_MENU_SYSTEMS = ['GW', 'EA', 'DRAFT', 'HR', 'FI', 'KANBAN', 'EXT'] as const;
export const commandMenuSystemSchema = z.enum(COMMAND_MENU_SYSTEMS);
export type CommandMenuSystem = z.infer<typeof commandMenuSystemSchema>;

/**
 * How a menu opens: `internal` a route of the portal; `ea`, `hr`, `people`, `kanban` a path on
 * that site (src/app/siteHosts.ts); `external` an absolute http(s) address in a new tab.
 */
export const COMMAND_MENU_LINK_TYPES = [
  'internal',
  'ea',
  'hr',
  'people',
  'kanban',
  'external',
] as const;
export const commandMenuLinkTypeSchema = z.enum(COMMAND_MENU_LINK_TYPES);
export type CommandMenuLinkType = z.infer<typeof commandMenuLinkTypeSchema>;

/** Recent visits the palette shows for an empty query (chosen by us). */
export const RECENT_MENU_LIMIT = 5;

const binaryFlagSchema = z.union([z.literal(0), z.literal(1)]);

/** One menu of the palette. */
export const commandMenuSchema = z.object({
  system: commandMenuSystemSchema,
  /** The menu's address inside its system; with `system`, its identity in every call. */
  menuPath: z.string(),
  menuName: z.string(),
  /** Its folders' names joined by " > ", in the request's language ('' at the top). */
  menuLocation: z.string(),
  /** Where it opens: a route, a path on its site, or an absolute address (see linkType). */
  urlPath: z.string(),
  linkType: commandMenuLinkTypeSchema,
  /** 1: starred by the user (`PUT /common/menus/favorite`). */
  favoriteFlag: binaryFlagSchema,
  /** The user's latest visit since the last reset of it, unix seconds; null: not recent. */
  accessedAt: z.nullable(unixSecondsSchema),
});
export type CommandMenu = z.infer<typeof commandMenuSchema>;

/** Names one menu (the access log's body: same limits). */
export const commandMenuKeyShape = menuKeyShape;
export const commandMenuKeySchema = z.object(commandMenuKeyShape);
export type CommandMenuKey = z.infer<typeof commandMenuKeySchema>;

export const commandMenuStarBodySchema = z.object({
  ...commandMenuKeyShape,
  /** 1 stars the menu, 0 removes the star. */
  enabledFlag: binaryFlagSchema,
});
export type CommandMenuStarBody = z.infer<typeof commandMenuStarBodySchema>;

/** Every menu the user may open, Maru's and the other systems', names in the request's language. */
export const allCommandMenus = defineEndpoint({
  method: 'GET',
  path: '/common/menus/all',
  response: z.array(commandMenuSchema),
  // Spec 01 §8: menu and favourite failures are swallowed; the palette then lists no menus.
  silent: true,
});

/** The user's starred menus, oldest star first. */
export const favoriteCommandMenus = defineEndpoint({
  method: 'GET',
  path: '/common/menus/favorite',
  response: z.array(commandMenuSchema),
  silent: true,
});

/** Stars (enabledFlag 1) or unstars (0) a menu the user may open; repeating it changes nothing. */
export const starCommandMenu = defineEndpoint({
  method: 'PUT',
  path: '/common/menus/favorite',
  body: commandMenuStarBodySchema,
  response: okSchema,
});

/** Removes one menu from the user's recent visits (the access log itself is kept). */
export const resetCommandMenuAccess = defineEndpoint({
  method: 'DELETE',
  path: '/common/menus/access/reset',
  body: commandMenuKeySchema,
  response: okSchema,
});

/** `{system, menuPath}` as one string, for maps and React keys. */
export function commandMenuKeyOf(menu: CommandMenuKey): string {
  return `${menu.system} ${menu.menuPath}`;
}

/** The recent visits for an empty query: latest first, at most RECENT_MENU_LIMIT. */
export function recentCommandMenus<T extends Pick<CommandMenu, 'accessedAt' | 'menuName'>>(
  menus: readonly T[],
  limit: number = RECENT_MENU_LIMIT,
): T[] {
  return menus
    .filter((menu) => menu.accessedAt !== null)
    .sort((a, b) => b.accessedAt! - a.accessedAt! || a.menuName.localeCompare(b.menuName))
    .slice(0, limit);
}

// ---- building the list (shared by the reference server and the mocks) -------------------------

/**
 * Who may open a menu of another system: everyone, HR admins, finance admins, or the users of
 * a company that uses kanban (the same facts that show the top bar's channels, spec 01 §6).
 */
export const COMMAND_MENU_AUDIENCES = ['all', 'hrAdmin', 'financeAdmin', 'kanban'] as const;
export type CommandMenuAudience = (typeof COMMAND_MENU_AUDIENCES)[number];

export interface CommandMenuViewer {
  hrUserAdminFlag: boolean;
  isFinanceAdmin: boolean;
  useKanban: boolean;
}

/** Spec 01 §6 applied to the palette: whether this user may open a menu for this audience. */
export function commandMenuAudienceAllows(
  audience: CommandMenuAudience,
  viewer: CommandMenuViewer,
): boolean {
  switch (audience) {
    case 'all':
      return true;
    case 'hrAdmin':
      return viewer.hrUserAdminFlag;
    case 'financeAdmin':
      return viewer.isFinanceAdmin;
    case 'kanban':
      return viewer.useKanban;
  }
}

/** The parts of a Maru menu node (shell.ts `MenuNode`) the palette reads. */
export interface MaruMenuNode {
  menuName: string;
  folderFlag: string;
  linkType: string | null;
  linkUrl: string | null;
  urlPath: string | null;
  children: readonly MaruMenuNode[];
}

const MARU_LINK_TYPES: Readonly<Record<string, CommandMenuLinkType>> = {
  internal: 'internal',
  ea: 'ea',
  hr: 'hr',
  people: 'people',
  external: 'external',
};

/** A Maru menu's entry minus the user's state, or null when the palette cannot open it. */
function maruEntryOf(
  node: MaruMenuNode,
  location: readonly string[],
): Omit<CommandMenu, 'favoriteFlag' | 'accessedAt'> | null {
  // A board or a page names its route in urlPath; a shortcut its target in linkUrl.
  const address = node.urlPath ?? node.linkUrl;
  const linkType = node.urlPath !== null ? 'internal' : MARU_LINK_TYPES[node.linkType ?? ''];
  if (!address || !linkType) return null;
  return {
    system: 'GW',
    menuPath: address,
    menuName: node.menuName,
    menuLocation: location.join(' > '),
    urlPath: address,
    linkType,
  };
}

/**
 * Maru's menus as palette entries from the user's (already permission-filtered) menu tree:
 * every entry that is not a folder, with its folders' names as `menuLocation`; a menu reachable
 * twice is listed once (the first).
 */
export function maruCommandMenusOf(
  tree: readonly MaruMenuNode[],
): Omit<CommandMenu, 'favoriteFlag' | 'accessedAt'>[] {
  const found = new Map<string, Omit<CommandMenu, 'favoriteFlag' | 'accessedAt'>>();
  const walk = (nodes: readonly MaruMenuNode[], location: readonly string[]) => {
    for (const node of nodes) {
      if (node.folderFlag === '1') {
        walk(node.children, [...location, node.menuName]);
        continue;
      }
      const entry = maruEntryOf(node, location);
      if (entry && !found.has(commandMenuKeyOf(entry))) found.set(commandMenuKeyOf(entry), entry);
    }
  };
  walk(tree, []);
  return [...found.values()];
}
