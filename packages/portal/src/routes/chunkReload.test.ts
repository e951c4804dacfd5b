import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, isChunkLoadError, reloadAfterChunkFailure } from './chunkReload';

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

  it('does not reload for errors that are not chunk failures', () => {
    const e = env();
    expect(reloadAfterChunkFailure(new Error('render failed'), e)).toBe(false);
    expect(e.assign).not.toHaveBeenCalled();
  });
});
