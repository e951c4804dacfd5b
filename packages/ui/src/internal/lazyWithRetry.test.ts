// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Component, createElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadTimeoutError, lazyModule, lazyWithRetry } from './lazyWithRetry';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/part-1a2b.js');

function Arrived() {
  return createElement('h1', null, 'arrived');
}

/** Catches what a lazy part threw and offers a button that mounts the part again. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const again = () => this.setState({ failed: false });
    return createElement('button', { type: 'button', onClick: again }, 'again');
  }
}

async function renderLazy(Lazy: ComponentType) {
  await act(async () => {
    render(
      createElement(
        Boundary,
        null,
        createElement(Suspense, { fallback: null }, createElement(Lazy)),
      ),
    );
  });
}

describe('lazyWithRetry', () => {
  it('asks for a failed load again and renders what the retry brought', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue(Arrived);
    await renderLazy(lazyWithRetry(load));
    expect(await screen.findByRole('heading', { name: 'arrived' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure, unlike React.lazy: a remount loads again', async () => {
    // React reports the error the boundary caught; this test causes it on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(Arrived);
    await renderLazy(lazyWithRetry(load));
    const again = await screen.findByRole('button', { name: 'again' });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => again.click());
    expect(await screen.findByRole('heading', { name: 'arrived' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after `retries`, tells `onFailure`, and the next preload starts over', async () => {
    const failure = chunkError();
    const load = vi.fn<() => Promise<typeof Arrived>>(() => Promise.reject(failure));
    const onFailure = vi.fn();
    const Lazy = lazyWithRetry(load, { retries: 2, onFailure });
    await expect(Lazy.preload()).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(failure);
    load.mockResolvedValueOnce(Arrived);
    await expect(Lazy.preload()).resolves.toBe(Arrived);
  });

  it('asks again only for the failures `shouldRetry` accepts', async () => {
    const load = vi.fn(() => Promise.reject(new Error('render failed')));
    const shouldRetry = (error: unknown) => error instanceof TypeError;
    await expect(lazyWithRetry(load, { shouldRetry }).preload()).rejects.toThrow('render failed');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells `onLoad` when the module arrived', async () => {
    const onLoad = vi.fn();
    await lazyWithRetry(async () => Arrived, { onLoad }).preload();
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('a load that takes longer than `timeoutMs` rejects with LoadTimeoutError', async () => {
    vi.useFakeTimers();
    const stalled = lazyWithRetry(() => new Promise<never>(() => undefined), {
      timeoutMs: 1000,
      retries: 0,
    });
    let settled = false;
    const outcome = stalled.preload().finally(() => (settled = true));
    const rejected = expect(outcome).rejects.toBeInstanceOf(LoadTimeoutError);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await rejected;
  });
});

describe('lazyModule', () => {
  it('shares one load between its callers', async () => {
    const load = vi.fn(async () => ({ A: Arrived }));
    const chunk = lazyModule(load);
    const [first, second] = await Promise.all([chunk.preload(), chunk.preload()]);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('`eager` starts loading at once, without a render', () => {
    const load = vi.fn(() => new Promise<{ A: typeof Arrived }>(() => undefined));
    lazyModule(load, { eager: true });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
