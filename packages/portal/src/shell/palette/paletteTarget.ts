import { postPath, type CommandMenu, type PostSearchItem } from '@maru/api';
import { resolveHref } from '@maru/ui';
import { siteHosts, siteUrl, type SiteHosts, type SiteName } from '../../app/siteHosts';

/** What a palette row stands for: a member, a community post, or a menu. */
export type PaletteItem =
  | { kind: 'member'; userId: string }
  | { kind: 'post'; post: Pick<PostSearchItem, 'menuId' | 'listId' | 'enabledFlag'> }
  | { kind: 'menu'; menu: Pick<CommandMenu, 'system' | 'linkType' | 'urlPath'> };

/**
 * Where choosing it leads (spec 01 §2 "Command palette"): a route of this portal, an external
 * address in a new tab, another system's page by a full page load, or the member's profile
 * dialog (`href` is then the user id). Null when the address from data is not a safe link.
 */
export interface PaletteTarget {
  kind: 'route' | 'newTab' | 'fullLoad' | 'profile';
  href: string;
}

/** The sites other systems' menus live on (linkType → src/app/siteHosts.ts). */
const SITE_OF_LINK: Readonly<Record<string, SiteName>> = {
  ea: 'ea',
  hr: 'hr',
  people: 'people',
  kanban: 'kanban',
};

/**
 * A post's route (spec 01 §2): its board view; enabledFlag 0 (deleted) → /404; enabledFlag 9
 * (a draft) → the board's insert route for that draft.
 */
export function postRoute(post: PaletteItem & { kind: 'post' }): string {
  return postPath(post.post);
}

/**
 * Spec 01 §2: "approval-system menus open inside the router, external types in a new tab,
 * other systems by full page load". Read for Maru (see docs/portal-palette.md): a menu opens
 * inside the router when its page is a route of this portal (linkType internal: Maru's own
 * pages, and any other system's page the portal hosts); external ones in a new tab; the pages
 * of the approval/finance, HR, people and kanban sites by a full page load on that site. Every
 * address goes through `resolveHref` (GUIDE §7): only internal paths and http(s).
 */
export function paletteTarget(
  item: PaletteItem,
  hosts: SiteHosts = siteHosts,
): PaletteTarget | null {
  switch (item.kind) {
    case 'member':
      return item.userId ? { kind: 'profile', href: item.userId } : null;
    case 'post':
      return { kind: 'route', href: postRoute(item) };
    case 'menu':
      return menuTarget(item.menu, hosts);
  }
}

function menuTarget(
  menu: Pick<CommandMenu, 'linkType' | 'urlPath'>,
  hosts: SiteHosts,
): PaletteTarget | null {
  if (menu.linkType === 'internal') {
    const resolved = menu.urlPath.startsWith('/') ? resolveHref(menu.urlPath) : null;
    return resolved && !resolved.external ? { kind: 'route', href: resolved.href } : null;
  }
  if (menu.linkType === 'external') {
    const resolved = /^https?:\/\//i.test(menu.urlPath) ? resolveHref(menu.urlPath) : null;
    return resolved ? { kind: 'newTab', href: resolved.href } : null;
  }
  const site = SITE_OF_LINK[menu.linkType];
  if (!site || !menu.urlPath.startsWith('/') || menu.urlPath.startsWith('//')) return null;
  const resolved = resolveHref(siteUrl(site, menu.urlPath, hosts));
  return resolved ? { kind: 'fullLoad', href: resolved.href } : null;
}
