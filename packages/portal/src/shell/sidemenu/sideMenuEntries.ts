import type { MenuNode } from '@maru/api';
import type { MessageKey } from '../../i18n';
import type { MenuArea } from '../../routes/routeTypes';
import { resolveMenuLink, type MenuLink, type MenuLinkContext } from './resolveMenuLink';

/** A followable link: where `resolveMenuLink` sends a leaf. */
export type MenuTarget = Extract<MenuLink, { kind: 'route' | 'external' }>;

/** One row of the left menu as drawn: a link, or a folder of rows. */
export type SideMenuEntry =
  | { kind: 'link'; id: string; label: string; target: MenuTarget }
  | { kind: 'folder'; id: string; label: string; children: SideMenuEntry[] };

/** The portal's own items shown before the server's tree (spec 01 §2 left menu). */
export interface FixedMenuItem {
  id: string;
  labelKey: MessageKey;
  to: string;
}

const COMMUNITY_FIXED: readonly FixedMenuItem[] = [
  {
    id: 'fixed:myArticle',
    labelKey: 'layout.fixedMenu.myArticle',
    to: '/community/activity/myArticle',
  },
  { id: 'fixed:myDraft', labelKey: 'layout.fixedMenu.myDraft', to: '/community/activity/myDraft' },
];

const ESS_FIXED: readonly FixedMenuItem[] = [
  { id: 'fixed:myPage', labelKey: 'layout.fixedMenu.myPage', to: '/ess' },
];

/** Community pages start with my posts and my drafts; ESS pages with my page; admin with none. */
export function fixedMenuItems(area: MenuArea | null): readonly FixedMenuItem[] {
  if (area === 'community') return COMMUNITY_FIXED;
  if (area === 'ess') return ESS_FIXED;
  return [];
}

/**
 * The server's tree as the left menu draws it: hidden nodes (and everything below them) left
 * out, leaves resolved to their link, and folders that end up empty dropped, since a folder
 * that opens onto nothing is only noise.
 */
export function sideMenuEntries(
  nodes: readonly MenuNode[],
  context: MenuLinkContext,
): SideMenuEntry[] {
  const entries: SideMenuEntry[] = [];
  for (const node of nodes) {
    const link = resolveMenuLink(node, context);
    const id = `menu:${node.menuId}`;
    if (link.kind === 'hidden') continue;
    if (link.kind === 'folder') {
      const children = sideMenuEntries(node.children, context);
      if (children.length > 0) entries.push({ kind: 'folder', id, label: node.menuName, children });
      continue;
    }
    entries.push({ kind: 'link', id, label: node.menuName, target: link });
  }
  return entries;
}

/** `/a/b/?x=1#y` → `/a/b`: routes compare by path only. */
function pathOnly(to: string): string {
  const path = to.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether the route is the page being shown (its item gets `aria-current="page"`). */
export function isCurrentRoute(to: string, pathname: string): boolean {
  return pathOnly(to) === pathOnly(pathname);
}

/** Whether the page is the route or below it (a board's posts are below the board). */
function isWithinRoute(to: string, pathname: string): boolean {
  const base = pathOnly(to);
  const current = pathOnly(pathname);
  return current === base || (base !== '/' && current.startsWith(`${base}/`));
}

/** Whether a folder holds the page being shown, so it starts open. */
export function folderHoldsPath(entry: SideMenuEntry, pathname: string): boolean {
  if (entry.kind === 'link') {
    return entry.target.kind === 'route' && isWithinRoute(entry.target.to, pathname);
  }
  return entry.children.some((child) => folderHoldsPath(child, pathname));
}
