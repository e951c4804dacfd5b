import type { CloudInfo, MenuNode } from '@maru/api';
import { resolveHref } from '@maru/ui';
import type { SiteHosts } from '../../app/siteHosts';

/**
 * Where a menu node leads (spec 01 §2 "left menu"), decided once for the left menu and the
 * top bar's mega-menu:
 * - `route`: an internal path the router shows (same tab, client-side);
 * - `external`: an absolute http(s) URL opened in a new tab with `noopener noreferrer`;
 * - `folder`: a node that only groups its children;
 * - `hidden`: not shown at all (invisible, assets without GA, or a URL that is not safe).
 */
export type MenuLink =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'folder' }
  | { kind: 'hidden' };

export interface MenuLinkContext {
  /** The tenant's cloud info; null before the session knows it (asset links stay hidden). */
  cloud: Pick<CloudInfo, 'isCloud' | 'useGa'> | null;
  /** The separate sites (`siteHosts`): ea, hr and people links open there. */
  hosts: Pick<SiteHosts, 'ea' | 'hr' | 'people'>;
  /** The portal's origin for telling internal from external URLs; the page's by default. */
  origin?: string;
}

/** The fields of a menu node the rule reads; top menus and side menus share them. */
export type MenuLinkNode = Pick<
  MenuNode,
  | 'menuId'
  | 'menuTypeCode'
  | 'boardType'
  | 'folderFlag'
  | 'linkType'
  | 'linkUrl'
  | 'visibleFlag'
  | 'urlPath'
>;

const HIDDEN: MenuLink = { kind: 'hidden' };

/** Link types that open on one of the separate sites rather than on the URL as given. */
const SITE_LINK_TYPES = { ea: 'ea', hr: 'hr', people: 'people' } as const;
type SiteLinkType = keyof typeof SITE_LINK_TYPES;

function isSiteLinkType(value: string): value is SiteLinkType {
  return Object.hasOwn(SITE_LINK_TYPES, value);
}

/** The path of a URL or path, without query and hash (`/ess/myAssets?tab=1` → `/ess/myAssets`). */
function pathOf(url: string): string {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  return withoutOrigin.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Asset menus (spec 01 §2, spec 02 §6): a path under `/ess` ending in `Assets` (`/ess/myAssets`,
 * `/ess/mssAssets`). Matched without regard to case, because the ESS routes are spelled
 * inconsistently (`/ess/myInfo`, `/ess/myinfo`) and hiding one menu too many is the safe error.
 */
export function isAssetMenuUrl(url: string | null): boolean {
  if (!url) return false;
  const path = pathOf(url.trim()).replace(/\/+$/, '').toLowerCase();
  return path.startsWith('/ess/') && path.endsWith('assets');
}

/** Asset menus show only when cloud info says cloud and GA use are both on. */
function assetsAllowed(cloud: MenuLinkContext['cloud']): boolean {
  return cloud !== null && cloud.isCloud && cloud.useGa;
}

/** A board's list route: conference boards have their own list (spec 01 §2 routes). */
function boardRoute(node: MenuLinkNode): MenuLink {
  const kind = node.boardType?.toLowerCase() === 'conference' ? 'conference/' : '';
  return { kind: 'route', to: `/community/board/${kind}${node.menuId}` };
}

/**
 * A link on one of the separate sites: the menu's URL must be a path on that site (or a full URL
 * on it); `//elsewhere`, other hosts and unsafe schemes are hidden rather than followed.
 */
function siteLink(host: string, url: string | null): MenuLink {
  const target = (url ?? '').trim();
  const candidate =
    target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')
      ? target || '/'
      : `/${target}`;
  const resolved = resolveHref(candidate, { origin: host });
  if (!resolved || resolved.external) return HIDDEN;
  return { kind: 'external', href: new URL(resolved.href, host).toString() };
}

/** An internal route: only an absolute path on the portal's own origin. */
function internalRoute(url: string | null, origin: string | undefined): MenuLink {
  const target = url?.trim() ?? '';
  if (!target.startsWith('/')) return HIDDEN;
  const resolved = resolveHref(target, origin === undefined ? {} : { origin });
  return resolved && !resolved.external ? { kind: 'route', to: resolved.href } : HIDDEN;
}

/**
 * Any other link through the safe resolver (GUIDE §7): http(s) on another origin opens in a new
 * tab, a path or URL on the portal's own origin routes, everything else (`javascript:`,
 * `data:`, malformed) is hidden.
 */
function resolvedLink(url: string | null, origin: string | undefined): MenuLink {
  const resolved = resolveHref(url, origin === undefined ? {} : { origin });
  if (!resolved) return HIDDEN;
  if (resolved.external) return { kind: 'external', href: resolved.href };
  const to = resolved.href.startsWith('/') ? resolved.href : pathAndQuery(resolved.href);
  return { kind: 'route', to };
}

function pathAndQuery(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the menu node leads; see `MenuLink`. Pure: the same node and context, the same answer. */
export function resolveMenuLink(node: MenuLinkNode, context: MenuLinkContext): MenuLink {
  if (node.visibleFlag === '0') return HIDDEN;
  if (node.folderFlag === '1') return { kind: 'folder' };
  if (
    (isAssetMenuUrl(node.urlPath) || isAssetMenuUrl(node.linkUrl)) &&
    !assetsAllowed(context.cloud)
  ) {
    return HIDDEN;
  }
  if (node.menuTypeCode.toLowerCase() === 'board') return boardRoute(node);

  const linkType = node.linkType?.toLowerCase() ?? '';
  if (isSiteLinkType(linkType)) return siteLink(context.hosts[linkType], node.linkUrl);
  // Internal menus name their route in linkUrl; older menus only in urlPath (the logged path).
  const url = node.linkUrl?.trim() ? node.linkUrl : node.urlPath;
  if (linkType === 'internal') return internalRoute(url, context.origin);
  return resolvedLink(url, context.origin);
}
