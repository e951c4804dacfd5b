import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import { idSchema, integerSchema, MAX_REQUEST_INTEGER, textSchema } from './primitives';
import { okSchema } from './session';

/*
 * The calls the portal shell makes (spec 01 §7, spec 02 §7): the tenant's logo, the extra
 * permission checks of the session start, companies and the company switch, menus (top, side,
 * per-route permission events, access log) and notification counts.
 */

/** Finance-admin check (spec 01 §6): a bare boolean, stored on the user as `isFinanceAdmin`. */
export const financeCheck = defineEndpoint({
  method: 'GET',
  path: '/ea/common/check/finance',
  response: z.boolean(),
});

/** Privileged general affairs (spec 01 §6): asked only when cloud and GA use are both on. */
export const gaPrivilegedCheck = defineEndpoint({
  method: 'GET',
  path: '/ga/privileged',
  response: z.boolean(),
});

export const cloudLogoSchema = z.object({
  companyId: z.string(),
  logoUrl: z.string(),
});
export type CloudLogo = z.infer<typeof cloudLogoSchema>;

/** The tenant's logos, one per company; the shell shows the current company's. */
export const cloudLogo = defineEndpoint({
  method: 'GET',
  path: '/cloud/logo',
  response: z.array(cloudLogoSchema),
});

/** A company the user belongs to (spec 01 §3 studio item). */
export const studioItemSchema = z.object({
  dlId: z.string(),
  dlName: z.string(),
});
export type StudioItem = z.infer<typeof studioItemSchema>;

export const userStudios = defineEndpoint({
  method: 'GET',
  path: '/gw/common/org/userstudios',
  response: z.array(studioItemSchema),
});

/** Changes the current company; the portal then reloads to `/` (spec 01 §4). */
export const changeCurrentStudio = defineEndpoint({
  method: 'PUT',
  path: '/gw/common/org/current',
  query: z.object({ orgId: idSchema('validation.orgIdRequired') }),
  response: okSchema,
});

/** Menu ids the spec names: 1100 the ESS tree, 1000 the admin tree, 1 community. */
export const SIDE_MENU_KEYS = { ess: '1100', admin: '1000', community: '1' } as const;
export type SideMenuKey = (typeof SIDE_MENU_KEYS)[keyof typeof SIDE_MENU_KEYS];

/** Top menus with this id are removed from the global mega-menu (spec 02 §6). */
export const HIDDEN_TOP_MENU_ID = 1000;

/**
 * One node of a menu tree (spec 01 §3 menu node, spec 02 §3 menu item).
 * - `menuTypeCode`: `board`, `menu`, or an external code.
 * - `boardType`: `basic` or `conference` for boards.
 * - `folderFlag`: '1' marks a folder (it has children and no link of its own).
 * - `linkType`: `ea`, `hr`, `people`, `internal`, `external`; `linkUrl` its target.
 * - `system`: the system the menu belongs to (GW the portal, EA approval, HR, …), logged with
 *   `urlPath` as the menu access.
 */
export interface MenuNode {
  menuId: number;
  menuName: string;
  menuTypeCode: string;
  boardType: string | null;
  folderFlag: string;
  linkType: string | null;
  linkUrl: string | null;
  visibleFlag: string;
  system: string;
  urlPath: string | null;
  imageUrl: string | null;
  children: MenuNode[];
}

export const menuNodeSchema: z.ZodMiniType<MenuNode> = z.object({
  menuId: z.number().check(z.int()),
  menuName: z.string(),
  menuTypeCode: z.string(),
  boardType: z.nullable(z.string()),
  folderFlag: z.string(),
  linkType: z.nullable(z.string()),
  linkUrl: z.nullable(z.string()),
  visibleFlag: z.string(),
  system: z.string(),
  urlPath: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  get children() {
    return z.array(menuNodeSchema);
  },
});

/** The global mega-menu tree (three levels shown). */
export const topMenus = defineEndpoint({
  method: 'GET',
  path: '/gw/common/top/menus',
  response: z.array(menuNodeSchema),
});

/** The side menu of an area, in the request's language (`Lang` header). */
export const sideMenu = defineEndpoint({
  method: 'GET',
  path: '/common/menus/:menuKey/childrenTree/lang',
  params: z.object({ menuKey: z.enum(['1100', '1000', '1'], 'validation.menuKey') }),
  response: z.array(menuNodeSchema),
});

/**
 * Permission events the user holds on a menu: R read, C create, S save, A admin. An empty
 * list means no access (msg.403 and back to `/`, spec 01 §4).
 */
export const menuEventCodeSchema = z.enum(['R', 'C', 'S', 'A']);
export type MenuEventCode = z.infer<typeof menuEventCodeSchema>;
export const menuEventsSchema = z.array(menuEventCodeSchema);

export const menuEvents = defineEndpoint({
  method: 'GET',
  path: '/gw/common/menu/:menuId/events',
  params: z.object({
    menuId: integerSchema({
      min: 1,
      max: MAX_REQUEST_INTEGER,
      formatKey: 'validation.menuId',
      rangeKey: 'validation.menuId',
    }),
  }),
  query: z.object({ checkEvent: z.literal('R') }),
  response: menuEventsSchema,
});

/** Longest menu system code and menu path (or URL) a request may name. */
export const MENU_SYSTEM_MAX_LENGTH = 20;
export const MENU_PATH_MAX_LENGTH = 2000;

export const menuEventsByUrl = defineEndpoint({
  method: 'GET',
  path: '/gw/common/menu/events/url',
  query: z.object({
    url: textSchema({ min: 1, max: MENU_PATH_MAX_LENGTH, requiredKey: 'validation.urlRequired' }),
  }),
  response: menuEventsSchema,
});

/**
 * Names a menu in a request: a system code (GW, EA, HR …) and the menu's address in it, a path
 * (`/community/board/10`) or an absolute http(s) address. The access log stores both, so
 * neither may carry a NUL, a control character, 5 MB or free text such as `__proto__`.
 */
export const menuKeyShape = {
  system: z
    .string()
    .check(
      z.minLength(1, 'validation.required'),
      z.maxLength(MENU_SYSTEM_MAX_LENGTH, 'validation.textTooLong'),
      z.regex(/^([A-Z][A-Z0-9_]*)?$/, 'validation.menuSystem'),
    ),
  menuPath: textSchema({ min: 1, max: MENU_PATH_MAX_LENGTH }).check(
    z.refine((path) => path === '' || /^(\/|https?:\/\/)/i.test(path), 'validation.menuPath'),
  ),
};

export const menuAccessBodySchema = z.object(menuKeyShape);
export type MenuAccessBody = z.infer<typeof menuAccessBodySchema>;

/** Records that the user opened a menu (every navigation, spec 01 §2). */
export const menuAccess = defineEndpoint({
  method: 'POST',
  path: '/common/menus/access',
  body: menuAccessBodySchema,
  response: okSchema,
});

/** The systems whose unread counts can be asked one by one. */
export const notificationSystemSchema = z.enum(['GW', 'EA', 'KANBAN']);
export type NotificationSystem = z.infer<typeof notificationSystemSchema>;

/**
 * Unread notification counts (spec 01 §3): `unread` is the total, or the one system's count
 * when the call names a system; the per-system counts are always there.
 */
export const unreadCountsSchema = z.object({
  unread: z.number().check(z.int(), z.nonnegative()),
  GW: z.number().check(z.int(), z.nonnegative()),
  EA: z.number().check(z.int(), z.nonnegative()),
  KANBAN: z.number().check(z.int(), z.nonnegative()),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const unreadCount = defineEndpoint({
  method: 'GET',
  path: '/notification/msg/unreadCount',
  query: z.object({ system: z.optional(notificationSystemSchema) }),
  response: unreadCountsSchema,
});
