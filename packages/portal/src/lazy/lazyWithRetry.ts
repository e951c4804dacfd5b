import type { ComponentType } from 'react';
import {
  lazyModule as loadLazily,
  lazyWithRetry as loadComponentLazily,
  type LazyModule,
  type LazyOptions,
} from '@maru/ui';
import {
  forgetChunkReload,
  isChunkLoadError,
  reloadOnceAfterChunkFailure,
} from '../routes/chunkReload';
import { loadLaterTexts } from '../i18n';
import { browserSessionStorage } from '../session/loginRedirect';

/** The loader gives up after 120 s (spec 01 §8, spec 02 §8). */
export const ROUTE_LOAD_TIMEOUT_MS = 120_000;

/** What a part of the portal may choose; the rest is the portal's policy. */
export type PortalLazyOptions = Pick<LazyOptions, 'eager' | 'retries'>;

/**
 * The portal's policy over `@maru/ui`'s loader (GUIDE §6): only a chunk failure (whatever the
 * browser's wording, or what Vite's `vite:preloadError` reported) is asked for again; when it
 * still fails, the page reloads the address once per address and tab (Vite's advice for a
 * deploy that replaced the chunk files; `routes/chunkReload.ts` keeps the flag that stops a
 * loop), else the error reaches the nearest boundary. Every attempt gives up after 120 s.
 */
const PORTAL_POLICY: LazyOptions = {
  shouldRetry: isChunkLoadError,
  timeoutMs: ROUTE_LOAD_TIMEOUT_MS,
  // The chunks load again, so a later failed deploy may reload once more.
  onLoad: () => forgetChunkReload(browserSessionStorage()),
  onFailure: (error) => void reloadOnceAfterChunkFailure(error),
};

/**
 * `load`, together with the Korean texts the first load leaves out (`i18n.loadLaterTexts`):
 * a lazily loaded part never renders before its texts are there.
 */
function withLaterTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadLaterTexts()]).then(([loaded]) => loaded);
}

/** A module loaded apart from the first load, shared by the components taken from it. */
export function lazyModule<M extends object>(
  load: () => Promise<M>,
  options: PortalLazyOptions = {},
): LazyModule<M> {
  return loadLazily(withLaterTexts(load), { ...PORTAL_POLICY, ...options });
}

/** One lazily loaded component, with `preload` to start early (on hover). */
export function lazyWithRetry<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: PortalLazyOptions = {},
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  return loadComponentLazily(withLaterTexts(load), { ...PORTAL_POLICY, ...options });
}
