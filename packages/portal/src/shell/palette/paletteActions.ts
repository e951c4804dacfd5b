import type { CommandMenuKey } from '@maru/api';
import { isImeComposing, type ImeKeyEvent } from '@maru/ui';
import { RECENT_GROUP, type PaletteEntry } from './paletteCommands';
import { paletteTarget } from './paletteTarget';

/** The parts of a keydown the row shortcuts read (React or DOM event). */
export interface RowKeyEvent extends ImeKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * The palette's own keys for the active row, beside the list keys of @maru/ui:
 * - Ctrl+D / ⌘D stars or unstars a menu (the browsers' bookmark key, so the star's key);
 * - Shift+Delete (Shift+Backspace on keyboards without Delete) removes a recent visit, as
 *   browsers remove an address-bar suggestion.
 * Nothing acts during an IME composition (GUIDE §3).
 */
export function paletteRowAction(
  event: RowKeyEvent,
  entry: PaletteEntry | undefined,
): 'star' | 'forget' | null {
  if (!entry?.menu) return null;
  if (isImeComposing(event)) return null;
  const { key, ctrlKey, metaKey, altKey, shiftKey } = event;
  if (ctrlKey !== metaKey && !altKey && !shiftKey && key.toLowerCase() === 'd') return 'star';
  if (shiftKey && !ctrlKey && !metaKey && !altKey && (key === 'Delete' || key === 'Backspace')) {
    return entry.group === RECENT_GROUP ? 'forget' : null;
  }
  return null;
}

/** What choosing a row touches: the router, the profile dialog, the window, the access log. */
export interface PaletteEffects {
  navigate(path: string): void;
  openProfile(userId: string): void;
  openNewTab(href: string): void;
  assign(href: string): void;
  recordAccess(key: CommandMenuKey): void;
}

/**
 * Spec 01 §2: opens what the row stands for (see `paletteTarget`) and records the visit of a
 * menu (`POST /common/menus/access`). A Maru route is recorded by the navigation itself (every
 * navigation records its path, portal-navigation.md), so it is not recorded twice.
 */
export function choosePaletteEntry(entry: PaletteEntry, effects: PaletteEffects): void {
  const target = paletteTarget(entry.item);
  if (!target) return;
  const menu = entry.menu;
  if (menu && !(target.kind === 'route' && menu.system === 'GW')) {
    effects.recordAccess({ system: menu.system, menuPath: menu.menuPath });
  }
  switch (target.kind) {
    case 'route':
      effects.navigate(target.href);
      return;
    case 'profile':
      effects.openProfile(target.href);
      return;
    case 'newTab':
      effects.openNewTab(target.href);
      return;
    case 'fullLoad':
      effects.assign(target.href);
      return;
  }
}

/** A new tab that cannot reach back into the portal (GUIDE §7). */
export function openInNewTab(href: string): void {
  const opened = window.open(href, '_blank', 'noopener,noreferrer');
  if (opened) opened.opener = null;
}
