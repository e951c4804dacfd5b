import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_FLAG,
  forgetChunkReload,
  isChunkLoadError,
  reloadAfterChunkFailure,
} from './chunkReload';

function env(online = true) {
  const data = new Map<string, string>();
  return {
    online,
    path: '/ess/myWorkHour',
    storage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    },
    assign: vi.fn(),
    data,
  };
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('chunk-load failure while online reloads the target path (spec 01 §8)', () => {
  it('recognises failed dynamic imports but not other errors', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('spec 02 §8: CSS chunk failures and ChunkLoadError count as chunk failures too', () => {
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/page-1a2b.css'))).toBe(
      true,
    );
    const named = new Error('chunk 7 missing');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk vendors-a failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
  });

  it('reloads the target path once when online', () => {
    const e = env();
    expect(reloadAfterChunkFailure(chunkError, e)).toBe(true);
    expect(e.assign).toHaveBeenCalledWith('/ess/myWorkHour');
    expect(e.data.get(CHUNK_RELOAD_FLAG)).toBe('/ess/myWorkHour');
    expect(reloadAfterChunkFailure(chunkError, e)).toBe(false);
    expect(e.assign).toHaveBeenCalledTimes(1);
  });

  it('does not reload while offline (it would fail the same way)', () => {
    const e = env(false);
    expect(reloadAfterChunkFailure(chunkError, e)).toBe(false);
    expect(e.assign).not.toHaveBeenCalled();
  });

  it('reloads the path the user was going to, with its query and hash', () => {
    const e = { ...env(), path: '/ess/myWorkHour?tab=2#week' };
    expect(reloadAfterChunkFailure(new Error('Unable to preload CSS for /a.css'), e)).toBe(true);
    expect(e.assign).toHaveBeenCalledWith('/ess/myWorkHour?tab=2#week');
  });

  it('once pages load again the flag is forgotten, so a later deploy may reload once more', () => {
    const e = env();
    reloadAfterChunkFailure(chunkError, e);
    forgetChunkReload({ ...e.storage, removeItem: (key: string) => void e.data.delete(key) });
    expect(reloadAfterChunkFailure(chunkError, e)).toBe(true);
    expect(e.assign).toHaveBeenCalledTimes(2);
  });

  it('does not reload for errors that are not chunk failures', () => {
    const e = env();
    expect(reloadAfterChunkFailure(new Error('render failed'), e)).toBe(false);
    expect(e.assign).not.toHaveBeenCalled();
  });
});
