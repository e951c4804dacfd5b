import { sql } from 'kysely';
import {
  highlightsOf,
  MENU_PATH_SEPARATOR,
  searchTermsOf,
  SIDE_MENU_KEYS,
  type Locale,
  type MenuNode,
  type MenuSearchItem,
} from '@maru/api';
import type { Employee } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';
import { engineOf } from '../db/dialect/engine';
import { menuTreeFor, type MenuTreeRoot } from '../shell/menus';
import { MENU_TEXT_COLUMNS } from './documents';
import { MENU_SET, matchingRowids } from './matching';

/*
 * Menu search: the names of every locale are indexed (a user may type the English name in a
 * Korean portal); the results are the menus the user may open, as their own menu trees show
 * them, with the folders above each as its path.
 */

/** The trees a user sees: community, ESS and admin side menus, then the global mega-menu. */
const TREES: readonly MenuTreeRoot[] = [
  { under: Number(SIDE_MENU_KEYS.community) },
  { under: Number(SIDE_MENU_KEYS.ess) },
  { under: Number(SIDE_MENU_KEYS.admin) },
  { top: true },
];

async function matchingMenuIds(db: MaruDb, keyword: string): Promise<Set<number>> {
  const rowids = matchingRowids(engineOf(db), MENU_SET, searchTermsOf(keyword), MENU_TEXT_COLUMNS);
  const result = await sql<{ rowid: number }>`${rowids}`.execute(db);
  return new Set(result.rows.map((row) => Number(row.rowid)));
}

/** Every menu the user may open that the keyword names, in the order their trees show them. */
export async function findMenus(
  db: MaruDb,
  employee: Employee,
  keyword: string,
  locale: Locale,
): Promise<MenuSearchItem[]> {
  const matched = await matchingMenuIds(db, keyword);
  if (matched.size === 0) return [];
  const found: MenuSearchItem[] = [];
  const seen = new Set<number>();
  const walk = (nodes: readonly MenuNode[], path: readonly string[]) => {
    for (const node of nodes) {
      const names = [...path, node.menuName];
      if (node.folderFlag !== '1' && matched.has(node.menuId) && !seen.has(node.menuId)) {
        seen.add(node.menuId);
        const menuPath = names.join(MENU_PATH_SEPARATOR);
        found.push({
          menuId: node.menuId,
          menuName: node.menuName,
          menuPath,
          system: node.system,
          urlPath: node.urlPath,
          linkType: node.linkType,
          linkUrl: node.linkUrl,
          highlights: highlightsOf({ menuName: node.menuName, menuPath }, keyword),
        });
      }
      walk(node.children, names);
    }
  };
  for (const root of TREES) walk(await menuTreeFor(db, employee, root, locale), []);
  return found;
}
