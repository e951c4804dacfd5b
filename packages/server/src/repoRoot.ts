import fs from 'node:fs';
import path from 'node:path';

/** What marks the repository root: the pnpm workspace file. */
const WORKSPACE_MARKER = 'pnpm-workspace.yaml';

/**
 * The repository root above `from`, found by its workspace file rather than a fixed number of
 * `..`: the same code runs from `src/` under tsx and bundled into `dist/` (issue 15). Outside a
 * checkout (a copied bundle) there is no root: `fallback`, the working directory, is used, and
 * the deployment names its paths (`MARU_DB`, `MARU_STATIC_DIR`).
 */
export function findRepoRoot(from: string, fallback: string = process.cwd()): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, WORKSPACE_MARKER))) return dir;
    if (path.dirname(dir) === dir) return fallback;
  }
}
