import { useCallback, useState } from 'react';
import { browserStorage } from '../../i18n/locale';

/** Where the left menu's collapsed state survives reloads (spec 01 §9). */
export const SIDE_MENU_COLLAPSED_KEY = 'maru.sideMenu.collapsed';

/** Collapsed only when '1' was stored; missing, unknown or unreadable storage means open. */
export function readCollapsed(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(SIDE_MENU_COLLAPSED_KEY) === '1';
  } catch {
    // Storage can throw (privacy mode, sandboxed frames); an open menu is the safe default.
    return false;
  }
}

export function writeCollapsed(storage: Pick<Storage, 'setItem'> | null, collapsed: boolean): void {
  try {
    storage?.setItem(SIDE_MENU_COLLAPSED_KEY, collapsed ? '1' : '0');
  } catch {
    // Not persisting is acceptable; the toggle still applies to this page.
  }
}

/** The collapsed state, read once from localStorage and written back on every change. */
export function useSideMenuCollapsed(
  storage: Storage | null = browserStorage(),
): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => readCollapsed(storage));
  const update = useCallback(
    (next: boolean) => {
      setCollapsed(next);
      writeCollapsed(storage, next);
    },
    [storage],
  );
  return [collapsed, update];
}
