import { createElement, lazy, type ComponentType } from 'react';
import {
  forgetChunkReload,
  isChunkLoadError,
  reloadOnceAfterChunkFailure,
} from '../routes/chunkReload';
import { browserSessionStorage } from '../session/loginRedirect';

/** The loader gives up after 120 s (spec 01 §8, spec 02 §8). */
export const ROUTE_LOAD_TIMEOUT_MS = 120_000;

/** A module that did not arrive in time; the error screen offers a retry. */
export class RouteLoadTimeoutError extends Error {
  override readonly name = 'RouteLoadTimeoutError';
  constructor(ms: number) {
    super(`The page did not load within ${ms} ms`);
  }
}

/**
 * Settles with the load, or rejects with `RouteLoadTimeoutError` when it takes longer than
 * `ms`: a stalled chunk request must end in the error screen, not in an endless spinner.
 */
export function loadWithin<T>(
  load: () => Promise<T>,
  ms: number = ROUTE_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RouteLoadTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface LazyOptions {
  /** How often a failed chunk is asked for again before giving up; 1 by default. */
  retries?: number;
  /** Start loading at once instead of on first render. */
  eager?: boolean;
  timeoutMs?: number;
}

/**
 * A module loaded apart from the first load (GUIDE §6), shared by the components taken from it.
 * A chunk that fails is asked for again (a deploy in progress, a network blip); when it still
 * fails, the page reloads once per address and tab (Vite's advice for a deploy that replaced
 * the chunk files; the flag stops a loop), else the error reaches the nearest boundary. Unlike
 * `React.lazy`, a failure is not kept: the boundary's retry (a remount) loads again.
 */
export function lazyModule<M extends object>(load: () => Promise<M>, options: LazyOptions = {}) {
  const { retries = 1, eager = false, timeoutMs = ROUTE_LOAD_TIMEOUT_MS } = options;
  let pending: Promise<M> | null = null;

  const attempt = async (left: number): Promise<M> => {
    try {
      return await loadWithin(load, timeoutMs);
    } catch (error) {
      if (left > 0 && isChunkLoadError(error)) return attempt(left - 1);
      throw error;
    }
  };

  const preload = (): Promise<M> =>
    (pending ??= attempt(retries).then(
      (module) => {
        // The chunks load again, so a later failed deploy may reload once more.
        forgetChunkReload(browserSessionStorage());
        return module;
      },
      (error: unknown) => {
        pending = null;
        reloadOnceAfterChunkFailure(error);
        throw error;
      },
    ));

  // An eager load that fails is only reported when a component renders (and retried then).
  if (eager) preload().catch(() => undefined);

  /**
   * The module's export `name` as a component that suspends until the module is there. It is
   * a `React.lazy` underneath, made anew after a failure, because `React.lazy` keeps one.
   */
  function component<K extends keyof M>(name: K): M[K] {
    const makeLazy = (): ComponentType<object> =>
      lazy(() =>
        preload().then(
          (module) => ({ default: module[name] as ComponentType<object> }),
          (error: unknown) => {
            Current = makeLazy();
            throw error;
          },
        ),
      );
    let Current = makeLazy();
    function Lazy(props: object) {
      return createElement(Current, props);
    }
    Lazy.displayName = `Lazy(${String(name)})`;
    return Lazy as M[K];
  }

  return { preload, component };
}

/** One lazily loaded component (see `lazyModule`), with `preload` to start early (on hover). */
export function lazyWithRetry<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options?: LazyOptions,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  const module = lazyModule(async () => ({ Component: await load() }), options);
  const preload = () => module.preload().then(({ Component }) => Component);
  return Object.assign(module.component('Component'), { preload });
}
