import { Component, createElement, lazy, type ComponentType, type ReactNode } from 'react';

/** A load that did not finish within its `timeoutMs`; a boundary can offer to try again. */
export class LoadTimeoutError extends Error {
  override readonly name = 'LoadTimeoutError';
  constructor(readonly ms: number) {
    super(`Not loaded within ${ms} ms`);
  }
}

/** How a lazily loaded part is fetched; every option has a default that suits a library. */
export interface LazyOptions {
  /** How often a failed load is asked for again before giving up; 1 by default. */
  retries?: number;
  /**
   * Which failures are worth asking again; every failure by default (a dynamic import rejects
   * when its chunk could not be fetched). The portal passes its chunk-failure test.
   */
  shouldRetry?: (error: unknown) => boolean;
  /** Each attempt gives up with `LoadTimeoutError` after this many ms; no limit by default. */
  timeoutMs?: number;
  /** Starts loading at once instead of on first render (a failure then waits for a render). */
  eager?: boolean;
  /** Called each time the module arrived (the portal forgets its reload-once flag then). */
  onLoad?: () => void;
  /** Called when a load gave up, before the error reaches a boundary (the portal reloads). */
  onFailure?: (error: unknown) => void;
}

/** A module loaded apart from the first load: `preload` it, or take components from it. */
export interface LazyModule<M extends object> {
  /** Loads the module (one request shared by every caller until it settles). */
  preload(): Promise<M>;
  /** The module's export `name` as a component that suspends until the module is there. */
  component<K extends keyof M>(name: K): M[K];
}

/** Settles with `load`, or rejects with `LoadTimeoutError` when it takes longer than `ms`. */
export function loadWithin<T>(load: () => Promise<T>, ms: number | undefined): Promise<T> {
  if (ms === undefined) return load();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadTimeoutError(ms)), ms);
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

/**
 * A module loaded lazily, shared by the components taken from it. A failed load is asked for
 * again (`retries`, for the failures `shouldRetry` accepts); when it still fails the error
 * reaches the nearest boundary. Unlike `React.lazy`, a failure is never kept: the next render
 * after a remount (the boundary's retry, the next request) loads again.
 */
export function lazyModule<M extends object>(
  load: () => Promise<M>,
  options: LazyOptions = {},
): LazyModule<M> {
  const { retries = 1, shouldRetry = () => true, timeoutMs, eager = false } = options;
  let pending: Promise<M> | null = null;

  const attempt = async (left: number): Promise<M> => {
    try {
      return await loadWithin(load, timeoutMs);
    } catch (error) {
      if (left > 0 && shouldRetry(error)) return attempt(left - 1);
      throw error;
    }
  };

  const preload = (): Promise<M> =>
    (pending ??= attempt(retries).then(
      (module) => {
        options.onLoad?.();
        return module;
      },
      (error: unknown) => {
        pending = null;
        options.onFailure?.(error);
        throw error;
      },
    ));

  // An eager load that fails is only reported when a component renders (and loaded again then).
  if (eager) preload().catch(() => undefined);

  function component<K extends keyof M>(name: K): M[K] {
    // The one `React.lazy` of the code base. It keeps a failure, so it is made anew once the
    // failure reached a boundary; the next mount then loads again.
    let failure: { error: unknown } | null = null;
    const makeLazy = (): ComponentType<object> =>
      lazy(() =>
        preload().then(
          (module) => ({ default: module[name] as ComponentType<object> }),
          (error: unknown) => {
            failure = { error };
            throw error;
          },
        ),
      );
    let Current = makeLazy();
    const relay: RelayProps = {
      isLoadFailure: (error) => failure !== null && failure.error === error,
      renew: () => {
        failure = null;
        Current = makeLazy();
      },
    };
    function Lazy(props: object) {
      return createElement(FailureRelay, relay, createElement(Current, props));
    }
    Lazy.displayName = `Lazy(${String(name)})`;
    return Lazy as M[K];
  }

  return { preload, component };
}

interface RelayProps {
  isLoadFailure: (error: unknown) => boolean;
  /** Forgets the failed load, so that the next mount loads again. */
  renew: () => void;
  children?: ReactNode;
}

/**
 * Passes a failed load on to the nearest boundary above, once it is committed. Renewing the
 * lazy component at once would let React's own retries of the same render (after the
 * rejection, and once more after any error) load again, endlessly while the chunk fails; so
 * the failure is first held here, renewed after the commit, and then thrown on. Other errors
 * pass straight through.
 */
class FailureRelay extends Component<RelayProps, { error: unknown; held: boolean }> {
  override state = { error: undefined as unknown, held: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, held: true };
  }

  override componentDidCatch(error: unknown): void {
    if (!this.props.isLoadFailure(error)) return;
    this.props.renew();
    this.setState({ held: false });
  }

  override render(): ReactNode {
    const { error, held } = this.state;
    if (error === undefined) return this.props.children;
    if (held && this.props.isLoadFailure(error)) return null;
    throw error;
  }
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
