import type { KeyboardEvent } from 'react';

/** Marks the focusable rows of the left menu (links and folder buttons). */
export const MENU_ITEM_ATTRIBUTE = 'data-menu-item';

/** The rows a keyboard user can reach now: inside closed folders or a collapsed menu they are not. */
function visibleRows(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(`[${MENU_ITEM_ATTRIBUTE}]`)].filter(
    (row) => row.closest('[hidden]') === null,
  );
}

function isFolder(row: HTMLElement): boolean {
  return row.hasAttribute('aria-expanded');
}

/** The folder button of the group the row sits in, if any. */
function parentFolder(row: HTMLElement): HTMLElement | null {
  const group = row.closest<HTMLElement>('[data-menu-group]');
  return group ? (group.previousElementSibling as HTMLElement | null) : null;
}

/**
 * Arrow keys on the left menu, on top of Tab and Enter (the APG tree's keys on disclosure
 * markup): Up/Down move between visible rows, Home/End jump to the ends, Right opens a folder
 * (or moves into an open one), Left closes a folder (or moves to the folder a row is in).
 */
export function handleMenuKeyDown(event: KeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const rows = visibleRows(event.currentTarget);
  const row = event.target as HTMLElement;
  const index = rows.indexOf(row);
  if (index === -1) return;
  const folderOpen = isFolder(row) && row.getAttribute('aria-expanded') === 'true';
  let next: HTMLElement | null | undefined;
  switch (event.key) {
    case 'ArrowDown':
      next = rows[index + 1];
      break;
    case 'ArrowUp':
      next = rows[index - 1];
      break;
    case 'Home':
      next = rows[0];
      break;
    case 'End':
      next = rows[rows.length - 1];
      break;
    case 'ArrowRight':
      if (isFolder(row) && !folderOpen) row.click();
      else if (folderOpen) next = rows[index + 1];
      else return;
      break;
    case 'ArrowLeft':
      if (folderOpen) row.click();
      else next = parentFolder(row);
      if (!folderOpen && !next) return;
      break;
    default:
      return;
  }
  event.preventDefault();
  next?.focus();
}
