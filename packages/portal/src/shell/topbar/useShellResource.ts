import { atom, useAtom, type PrimitiveAtom } from 'jotai';
import { useEffect } from 'react';

/** A loaded value and the key (language, company) it was loaded for. */
export interface CachedResource<T> {
  key: string;
  value: T;
}

/** A cache slot in the portal's store; the top bar is remounted by every layout change. */
export function resourceAtom<T>(): PrimitiveAtom<CachedResource<T> | null> {
  return atom<CachedResource<T> | null>(null);
}

/**
 * Loads a decorative shell resource (top menus, the logo) once per key and keeps it in the
 * store, so switching layouts does not refetch. A failure is swallowed and gives `fallback`
 * (spec 01 §8: menu request failures are swallowed with empty lists). Null key: nothing yet.
 */
export function useShellResource<T>(
  slot: PrimitiveAtom<CachedResource<T> | null>,
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  fallback: T,
): T {
  const [cached, setCached] = useAtom(slot);
  const fresh = cached !== null && cached.key === key;
  useEffect(() => {
    if (key === null || fresh) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setCached({ key, value }),
      () => {
        // An abort means the key changed or the bar unmounted: a newer load owns the slot.
        if (!controller.signal.aborted) setCached({ key, value: fallback });
      },
    );
    return () => controller.abort();
    // `load` and `fallback` are fixed per call site; only the key says when to load again.
  }, [key, fresh]);
  if (key === null) return fallback;
  // While another key loads (the language changed), the previous answer stays: no flicker.
  return cached ? cached.value : fallback;
}
