/** Remembers the path already reloaded for a failed chunk, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_FLAG = 'maru.chunkReloadedFor';

/**
 * Vite and browsers word a failed dynamic import differently: Chromium, Firefox and Safari for
 * scripts, Vite's preload helper for CSS chunks, webpack-style `ChunkLoadError` and
 * "Loading (CSS) chunk … failed" from bundled dependencies.
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (?:CSS )?chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/**
 * Spec 01 §8: a chunk-load failure while online reloads the target path (a new deploy replaced
 * the chunk files). Returns true when a reload was started; once per path and tab.
 */
export function reloadAfterChunkFailure(
  error: unknown,
  env: {
    online: boolean;
    path: string;
    storage: Pick<Storage, 'getItem' | 'setItem'> | null;
    assign(path: string): void;
  },
): boolean {
  if (!isChunkLoadError(error) || !env.online || !env.storage) return false;
  try {
    if (env.storage.getItem(CHUNK_RELOAD_FLAG) === env.path) return false;
    env.storage.setItem(CHUNK_RELOAD_FLAG, env.path);
  } catch {
    return false;
  }
  env.assign(env.path);
  return true;
}

/** Forgets the reload once pages load again, so a later broken deploy may reload once more. */
export function forgetChunkReload(storage: Pick<Storage, 'getItem' | 'removeItem'> | null): void {
  try {
    if (storage && storage.getItem(CHUNK_RELOAD_FLAG) !== null) {
      storage.removeItem(CHUNK_RELOAD_FLAG);
    }
  } catch {
    // Storage may be blocked; the flag then never existed either.
  }
}
