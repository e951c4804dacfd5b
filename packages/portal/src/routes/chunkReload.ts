/** Remembers the path already reloaded for a failed chunk, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_FLAG = 'maru.chunkReloadedFor';

/**
 * Vite and browsers word a failed dynamic import differently: Chromium, Firefox and Safari for
 * scripts, Vite's preload helper for CSS chunks, webpack-style `ChunkLoadError` and
 * "Loading (CSS) chunk … failed" from bundled dependencies.
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (?:CSS )?chunk \S+ failed/i;

/** Errors Vite reported through its `vite:preloadError` event: chunk failures in any wording. */
const reportedByVite = new WeakSet<object>();

/**
 * Listens to Vite's preload-error event (fired for every failed dynamic import and CSS preload
 * of a build) and marks its error as a chunk failure. The import still rejects, so
 * `lazyWithRetry` retries it before the reload. Returns the unsubscribe.
 */
export function listenForPreloadErrors(target: EventTarget): () => void {
  const mark = (event: Event) => {
    const payload: unknown = (event as Event & { payload?: unknown }).payload;
    if (typeof payload === 'object' && payload !== null) reportedByVite.add(payload);
  };
  target.addEventListener('vite:preloadError', mark);
  return () => target.removeEventListener('vite:preloadError', mark);
}

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && reportedByVite.has(error)) return true;
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

/** Where the reload after a chunk failure goes; the runtime installs the browser's. */
export interface ChunkReloadTarget {
  online(): boolean;
  /** The address to load again (path, query and hash). */
  path(): string;
  storage(): Pick<Storage, 'getItem' | 'setItem'> | null;
  assign(path: string): void;
}

const targets: ChunkReloadTarget[] = [];

/** Installs the reload target (the latest wins); returns the uninstall. */
export function installChunkReload(target: ChunkReloadTarget): () => void {
  targets.push(target);
  return () => {
    const index = targets.lastIndexOf(target);
    if (index >= 0) targets.splice(index, 1);
  };
}

/** Reloads the current address after a chunk failure, once per path and tab (see above). */
export function reloadOnceAfterChunkFailure(error: unknown): boolean {
  const target = targets.at(-1);
  if (!target) return false;
  return reloadAfterChunkFailure(error, {
    online: target.online(),
    path: target.path(),
    storage: target.storage(),
    assign: (path) => target.assign(path),
  });
}
