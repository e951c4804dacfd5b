import type { MenuNode } from '../contract';

/** Every node of a tree, depth first. */
export function flattenMenus<T extends { children: T[] }>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flattenMenus(node.children)]);
}

/** Menus of a tree that can be favourites: every entry that is not a folder. */
export function favouriteCandidates(tree: readonly MenuNode[]): MenuNode[] {
  return flattenMenus(tree).filter((node) => node.folderFlag !== '1');
}
