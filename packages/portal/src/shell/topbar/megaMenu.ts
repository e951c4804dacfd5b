import { HIDDEN_TOP_MENU_ID, type MenuNode } from '@maru/api';
import { resolveMenuLink, type MenuLink, type MenuLinkContext } from '../sidemenu/resolveMenuLink';

/** A menu link that leads somewhere: a route of the portal or a URL opened in a new tab. */
export type MegaMenuTarget = Extract<MenuLink, { kind: 'route' } | { kind: 'external' }>;

/** Third level: a link. */
export interface MegaMenuLink {
  id: number;
  label: string;
  target: MegaMenuTarget;
}

/** Second level: a group heading (itself a link when the node has one) over its links. */
export interface MegaMenuGroup {
  id: number;
  label: string;
  target: MegaMenuTarget | null;
  links: readonly MegaMenuLink[];
}

/**
 * First level: a top entry. With groups it is a disclosure button over a panel; without, a
 * plain link (`target`).
 */
export interface MegaMenuEntry {
  id: number;
  label: string;
  target: MegaMenuTarget | null;
  groups: readonly MegaMenuGroup[];
}

function targetOf(node: MenuNode, context: MenuLinkContext): MegaMenuTarget | null | 'hidden' {
  const link = resolveMenuLink(node, context);
  if (link.kind === 'hidden') return 'hidden';
  return link.kind === 'folder' ? null : link;
}

/** Nodes that may appear: not the admin tree (id 1000, spec 02 §6). */
function shown(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.filter((node) => node.menuId !== HIDDEN_TOP_MENU_ID);
}

function linksOf(nodes: readonly MenuNode[], context: MenuLinkContext): MegaMenuLink[] {
  return shown(nodes).flatMap((node) => {
    const target = targetOf(node, context);
    // The mega-menu shows three levels; a folder at the third has nowhere to lead.
    return target === null || target === 'hidden'
      ? []
      : [{ id: node.menuId, label: node.menuName, target }];
  });
}

function groupsOf(nodes: readonly MenuNode[], context: MenuLinkContext): MegaMenuGroup[] {
  return shown(nodes).flatMap((node) => {
    const target = targetOf(node, context);
    if (target === 'hidden') return [];
    const links = linksOf(node.children, context);
    if (target === null && links.length === 0) return [];
    return [{ id: node.menuId, label: node.menuName, target, links }];
  });
}

/**
 * The global mega-menu from `GET /gw/common/top/menus` (spec 01 §2, spec 02 §2): three levels
 * (top entries → groups → links), menus with id 1000 removed at every level, links decided by
 * `resolveMenuLink` like the left menu's; entries that lead nowhere are left out.
 */
export function buildMegaMenu(
  nodes: readonly MenuNode[],
  context: MenuLinkContext,
): MegaMenuEntry[] {
  return shown(nodes).flatMap((node) => {
    const target = targetOf(node, context);
    if (target === 'hidden') return [];
    const groups = groupsOf(node.children, context);
    if (target === null && groups.length === 0) return [];
    return [{ id: node.menuId, label: node.menuName, target, groups }];
  });
}
