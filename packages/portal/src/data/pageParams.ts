import { atom, useSetAtom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import { useLayoutEffect } from 'react';

/**
 * A page's params as an atom (the search keyword, the chosen department, the page number). It
 * keeps its value when set to an equal one, so a re-render with the same params does not make
 * the data atoms over it ask again.
 */
export function pageParamsAtom<T>(initial: T): WritableAtom<T, [T], void> {
  const value: PrimitiveAtom<T> = atom(initial);
  return atom(
    (get) => get(value),
    (get, set, next: T) => {
      if (JSON.stringify(get(value)) !== JSON.stringify(next)) set(value, next);
    },
  );
}

/**
 * Keeps a params atom on what React owns (the address, a form's state). A layout effect, so
 * the data atoms ask before the browser paints the change.
 */
export function usePageParams<T>(params: WritableAtom<T, [T], void>, value: T): void {
  const setParams = useSetAtom(params);
  useLayoutEffect(() => setParams(value), [setParams, value]);
}
