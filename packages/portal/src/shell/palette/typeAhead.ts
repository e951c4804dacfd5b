import { isImeComposing, MAX_QUERY_LENGTH, type ImeKeyEvent } from '@maru/ui';

/** The parts of a keydown that `keyWhileOpening` reads. */
export interface TypedKey extends ImeKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * What a key pressed between Ctrl/⌘+K and the palette's appearance means:
 * - `query`: it edits the query typed ahead (a character, or Backspace), which the palette
 *   opens with;
 * - `cancel`: Esc, the opening is called off;
 * - `swallow`: Enter, meant for the palette's first result, must not press a page button;
 * - null: not the palette's (shortcuts, Tab, arrows, and keys an IME is composing).
 */
export type KeyWhileOpening =
  { kind: 'query'; query: string } | { kind: 'cancel' } | { kind: 'swallow' } | null;

export function keyWhileOpening(query: string, event: TypedKey): KeyWhileOpening {
  // An IME's keys belong to the field it composes in; their text is not in the key anyway.
  if (isImeComposing(event)) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'Escape':
      return { kind: 'cancel' };
    case 'Enter':
      return { kind: 'swallow' };
    case 'Backspace':
      return { kind: 'query', query: Array.from(query).slice(0, -1).join('') };
  }
  // Named keys (Tab, ArrowDown, F5) are words; a typed character is one code point.
  if (Array.from(event.key).length !== 1) return null;
  const next = query + event.key;
  // The palette's input holds 100 characters (spec 01 §5), counted as its maxlength counts.
  return { kind: 'query', query: next.length > MAX_QUERY_LENGTH ? query : next };
}
