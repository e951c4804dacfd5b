/*
 * The token of the home's token lists (timeline, mail): where the last page ended, in the
 * lists' order (newest first; at the same second comments before posts; then higher id first).
 * Opaque to the client; a token the server cannot read is refused with 400.
 */

export interface Cursor {
  /** Unix seconds of the last item shown. */
  date: number;
  /** Source rank at equal dates: 1 comments, 0 posts and feed entries. */
  rank: number;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return `${cursor.date}.${cursor.rank}.${cursor.id}`;
}

/** The cursor in a token, or null when the token is not one the server issued. */
export function decodeCursor(token: string): Cursor | null {
  const match = /^(\d{1,12})\.([01])\.(\d{1,12})$/.exec(token);
  if (!match) return null;
  return { date: Number(match[1]), rank: Number(match[2]), id: Number(match[3]) };
}

/** Whether an item with this position comes after the cursor in the lists' order. */
export function isAfter(cursor: Cursor, item: Cursor): boolean {
  if (item.date !== cursor.date) return item.date < cursor.date;
  if (item.rank !== cursor.rank) return item.rank < cursor.rank;
  return item.id < cursor.id;
}

/** Newest first, comments before posts at the same second, higher id first. */
export function compareCursors(a: Cursor, b: Cursor): number {
  return b.date - a.date || b.rank - a.rank || b.id - a.id;
}
