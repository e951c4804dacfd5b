import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { paletteOpenAtom } from '../palette/paletteState';

/**
 * What the top bar's search button does (spec 01 §2): it opens the command palette, like
 * Ctrl/⌘+K. The palette's "all results" link and search-all entry lead on to `/search`.
 */
export function useOpenSearch(): () => void {
  const setOpen = useSetAtom(paletteOpenAtom);
  return useCallback(() => setOpen(true), [setOpen]);
}
