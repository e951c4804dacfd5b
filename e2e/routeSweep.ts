import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { communityMenuTree } from '@maru/api/fixtures';

/**
 * The portal's route table as the route sweep visits it: every row of the `*Routes.ts` slices
 * (read from the source, so a new route is swept without editing this file), with concrete
 * values for the path parameters.
 */

export interface SweptRoute {
  /** The row's path as written in the table. */
  pattern: string;
  /** The address visited. */
  path: string;
  titleKey: string;
  /** Public rows (sign-in, sign-out, not found) work signed out and have only `main`. */
  isPublic: boolean;
  /** The `*Routes.ts` slice the row comes from (one area, one layout). */
  slice: string;
  /** The page is still `placeholderPage(…)`: the same screen as every other placeholder. */
  isPlaceholder: boolean;
}

const routesDir = join(import.meta.dirname, '..', 'packages/portal/src/routes');

/** Real board ids from the seeded community menu (`fixtures/menus.ts`). */
function boardId(type: 'basic' | 'conference'): number {
  const board = communityMenuTree.find(
    (node) =>
      node.menuTypeCode === 'board' &&
      (type === 'conference' ? node.boardType === 'conference' : node.boardType !== 'conference'),
  );
  if (!board) throw new Error(`no ${type} board in the seeded community menu`);
  return board.menuId;
}

/** A concrete address for a row; throws for a parameter the sweep does not know yet. */
function concretePath(pattern: string): string {
  if (pattern === '*') return '/no-such-page-e2e';
  const conference = pattern.includes('/conference/');
  return pattern.replace(/:(\w+)/g, (_whole, name: string) => {
    if (name === 'menuId') return String(boardId(conference ? 'conference' : 'basic'));
    if (name === 'listId') return '1';
    throw new Error(`the route sweep needs a value for :${name} in ${pattern}`);
  });
}

/** Every route title key of the catalogue (`title.*` in the routes area). */
export function routeTitleKeys(): string[] {
  const catalogue = JSON.parse(
    readFileSync(join(routesDir, '..', 'i18n/locales/routes/ko.json'), 'utf8'),
  ) as { title: Record<string, string> };
  return Object.keys(catalogue.title).map((key) => `title.${key}`);
}

function sliceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /Routes\.ts$/.test(file) && !file.includes('test'))
    .map((file) => join(dir, file));
}

/**
 * The page names a slice's pages module still exports as `placeholderPage(…)`: the module the
 * slice loads with `import('./XPages')`, read from the source like the rows.
 */
function placeholderPages(sliceFile: string, source: string): Set<string> {
  const module = /import\('\.\/(\w+)'\)/.exec(source)?.[1];
  const pagesFile = module ? join(dirname(sliceFile), `${module}.tsx`) : null;
  if (!pagesFile || !existsSync(pagesFile)) return new Set();
  const pages = readFileSync(pagesFile, 'utf8');
  return new Set(
    [...pages.matchAll(/export const (\w+) = placeholderPage\(/g)].map((match) => match[1] ?? ''),
  );
}

/** Every row of the route table, in table order per slice. */
export function sweptRoutes(): SweptRoute[] {
  const rows: SweptRoute[] = [];
  for (const file of sliceFiles(routesDir)) {
    const source = readFileSync(file, 'utf8');
    const slice = basename(file, '.ts');
    const placeholders = placeholderPages(file, source);
    // Signed-in rows are objects (`areaRoutes`); public ones are `publicRoute(path, titleKey, …)`
    // calls or objects with `access: 'public'`.
    const objectsArePublic = source.includes("access: 'public'");
    for (const match of source.matchAll(
      /path:\s*'([^']+)'[\s\S]*?titleKey:\s*'([^']+)'(?:,\s*page:\s*'(\w+)')?/g,
    )) {
      const [, pattern = '', titleKey = '', page = ''] = match;
      rows.push({
        pattern,
        path: concretePath(pattern),
        titleKey,
        isPublic: objectsArePublic,
        slice,
        isPlaceholder: placeholders.has(page),
      });
    }
    for (const match of source.matchAll(/publicRoute\(\s*'([^']+)',\s*'([^']+)'/g)) {
      const [, pattern = '', titleKey = ''] = match;
      rows.push({
        pattern,
        path: concretePath(pattern),
        titleKey,
        isPublic: true,
        slice,
        isPlaceholder: false,
      });
    }
  }
  return rows;
}

/**
 * The rows whose screen differs from the others: every real screen, and of each slice's
 * placeholders only the first (a placeholder is one component with another title, in its
 * slice's layout). The second language is swept on these: a translation changes the layout of
 * a screen, not of the same screen under another address.
 */
export function distinctScreens(routes: readonly SweptRoute[]): SweptRoute[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    if (!route.isPlaceholder) return true;
    if (seen.has(route.slice)) return false;
    seen.add(route.slice);
    return true;
  });
}
