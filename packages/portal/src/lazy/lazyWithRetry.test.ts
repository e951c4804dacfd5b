// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_FLAG,
  installChunkReload,
  listenForPreloadErrors,
} from '../routes/chunkReload';
import { LoadTimeoutError } from '@maru/ui';
import { lazyWithRetry, ROUTE_LOAD_TIMEOUT_MS } from './lazyWithRetry';

afterEach(() => vi.useRealTimers());

describe("the portal's lazy loading: a failed chunk is asked for again, then the page reloads once", () => {
  const chunkError = () =>
    new TypeError('Failed to fetch dynamically imported module: /assets/page-1a2b.js');
  const assigned: string[] = [];
  let uninstall: () => void = () => undefined;

  beforeEach(() => {
    sessionStorage.clear();
    assigned.length = 0;
    uninstall = installChunkReload({
      online: () => true,
      path: () => '/board?page=2',
      storage: () => sessionStorage,
      assign: (path) => void assigned.push(path),
    });
  });
  afterEach(() => uninstall());

  it('retries a failing import and renders what the retry brought', async () => {
    const Page = () => createElement('h1', null, 'arrived');
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue(Page);
    const Lazy = lazyWithRetry(load);
    await act(async () => {
      render(createElement(Suspense, { fallback: null }, createElement(Lazy)));
    });
    expect(await screen.findByRole('heading', { name: 'arrived' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(assigned).toEqual([]);
  });

  it('reloads the address once when the retry fails too, and never loops', async () => {
    const load = vi.fn(() => Promise.reject(chunkError()));
    const Lazy = lazyWithRetry(load);
    await expect(Lazy.preload()).rejects.toThrow(/dynamically imported module/);
    expect(load).toHaveBeenCalledTimes(2);
    expect(assigned).toEqual(['/board?page=2']);
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('/board?page=2');
    // The reloaded document fails again: the error reaches the boundary, no second reload.
    await expect(Lazy.preload()).rejects.toThrow(/dynamically imported module/);
    expect(assigned).toEqual(['/board?page=2']);
  });

  it('forgets the reload once chunks load again, so a later broken deploy may reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '/board?page=2');
    await lazyWithRetry(async () => () => null).preload();
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });

  it('neither retries nor reloads an error that is not a chunk failure', async () => {
    const load = vi.fn(() => Promise.reject(new Error('render failed')));
    await expect(lazyWithRetry(load).preload()).rejects.toThrow('render failed');
    expect(load).toHaveBeenCalledTimes(1);
    expect(assigned).toEqual([]);
  });

  it('spec 01 §8: a part that takes longer than 120 s rejects with a timeout, neither retried nor reloaded', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<never>(() => undefined));
    let settled = false;
    const loading = lazyWithRetry(load)
      .preload()
      .finally(() => (settled = true));
    const outcome = expect(loading).rejects.toBeInstanceOf(LoadTimeoutError);
    await vi.advanceTimersByTimeAsync(ROUTE_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(ROUTE_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(assigned).toEqual([]);
  });

  it("counts what Vite's preload-error event reported as a chunk failure, in any wording", async () => {
    const stop = listenForPreloadErrors(window);
    const failure = new Error('Unable to load /assets/odd-wording.js');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: failure,
    });
    const load = vi.fn(() => {
      window.dispatchEvent(event);
      return Promise.reject(failure);
    });
    await expect(lazyWithRetry(load).preload()).rejects.toBe(failure);
    stop();
    expect(load).toHaveBeenCalledTimes(2);
    expect(assigned).toEqual(['/board?page=2']);
  });
});
