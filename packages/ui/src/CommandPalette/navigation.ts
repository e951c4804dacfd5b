import { isImeComposing } from '../keyboard';
import type { PaletteCommand } from './commandIndex';
import type { PaletteRow } from './grouping';

/** What a key does in the palette (spec 01 §4, issue 5 "Keys"). */
export type PaletteKeyAction =
  'next' | 'prev' | 'nextGroup' | 'prevGroup' | 'first' | 'last' | 'select' | 'close';

/** The parts of a keyboard event the mapping reads (React or DOM event). */
export interface PaletteKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  keyCode?: number;
  isComposing?: boolean;
  nativeEvent?: { isComposing?: boolean };
}

/**
 * Maps a key to the palette's action, or null for keys that belong to the input (typing,
 * Left/Right, Ctrl+A…). Nothing maps while an IME composition is open: the Enter that commits
 * a Hangul syllable must not select, and arrows then move inside the composition.
 */
export function paletteKeyAction(event: PaletteKeyEvent): PaletteKeyAction | null {
  if (isImeComposing(event)) return null;
  const { key, ctrlKey, metaKey, altKey } = event;
  switch (key) {
    case 'ArrowDown':
      return metaKey ? 'last' : altKey ? 'nextGroup' : 'next';
    case 'ArrowUp':
      return metaKey ? 'first' : altKey ? 'prevGroup' : 'prev';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'Enter':
      return 'select';
    case 'Escape':
      return 'close';
    default:
      break;
  }
  // Emacs/vim-style moves; only with Ctrl alone, so Ctrl+Shift+K, Cmd+K and AltGr stay free.
  if (!ctrlKey || metaKey || altKey || event.shiftKey) return null;
  switch (key.toLowerCase()) {
    case 'n':
    case 'j':
      return 'next';
    case 'p':
    case 'k':
      return 'prev';
    default:
      return null;
  }
}

type Rows = readonly PaletteRow<PaletteCommand>[];

/** A row that can be active and selected: an option that is not disabled. */
export function isValidRow(row: PaletteRow<PaletteCommand> | undefined): boolean {
  if (!row || row.kind === 'header') return false;
  return row.kind === 'searchAll' || row.command.disabled !== true;
}

function scan(rows: Rows, from: number, step: 1 | -1): number {
  for (let index = from; index >= 0 && index < rows.length; index += step) {
    if (isValidRow(rows[index])) return index;
  }
  return -1;
}

/** The first valid row, or -1: what is auto-selected when results change (spec 01 §4). */
export function firstValid(rows: Rows): number {
  return scan(rows, 0, 1);
}

export function lastValid(rows: Rows): number {
  return scan(rows, rows.length - 1, -1);
}

/** The next valid row after `active`; stays at the end (no wrap). From none: the first. */
export function nextValid(rows: Rows, active: number): number {
  if (active < 0) return firstValid(rows);
  const found = scan(rows, active + 1, 1);
  return found === -1 ? active : found;
}

/** The previous valid row before `active`; stays at the top. From none: the last. */
export function prevValid(rows: Rows, active: number): number {
  if (active < 0) return lastValid(rows);
  const found = scan(rows, active - 1, -1);
  return found === -1 ? active : found;
}

/**
 * The first valid row of the next (step 1) or previous (step -1) group that has one; with no
 * such group it moves by one item instead, so Alt+arrow never does nothing while items remain.
 */
export function moveByGroup(rows: Rows, active: number, step: 1 | -1): number {
  const current = rows[active];
  if (!current) return step === 1 ? firstValid(rows) : lastValid(rows);
  const groupIndex = current.groupIndex;
  let index = active;
  while (index >= 0 && index < rows.length) {
    const row = rows[index]!;
    if (row.groupIndex !== groupIndex) {
      // Found a row of another group: take the first valid row of that group.
      const target = row.groupIndex;
      let start = index;
      while (start > 0 && rows[start - 1]!.groupIndex === target) start -= 1;
      const first = scan(rows, start, 1);
      if (first !== -1 && rows[first]!.groupIndex === target) return first;
      // That group has nothing valid: keep looking past it.
      while (index >= 0 && index < rows.length && rows[index]!.groupIndex === target) {
        index += step;
      }
      continue;
    }
    index += step;
  }
  return step === 1 ? nextValid(rows, active) : prevValid(rows, active);
}

/** Applies a movement action to the active row index. */
export function moveActive(
  rows: Rows,
  active: number,
  action: Exclude<PaletteKeyAction, 'select' | 'close'>,
): number {
  switch (action) {
    case 'next':
      return nextValid(rows, active);
    case 'prev':
      return prevValid(rows, active);
    case 'nextGroup':
      return moveByGroup(rows, active, 1);
    case 'prevGroup':
      return moveByGroup(rows, active, -1);
    case 'first':
      return firstValid(rows);
    case 'last':
      return lastValid(rows);
  }
}
