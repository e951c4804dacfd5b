/**
 * What a key pressed in the tag input's text box does: all the keyboard rules in one place,
 * behind the IME guard (GUIDE §3), without React so each rule is tested on its own.
 */
import { isImeComposing } from '../keyboard';
import type { TagRules } from './tagRules';

/** The parts of a key event this module reads (React or DOM event). */
export interface TagKeyEvent {
  key: string;
  keyCode?: number;
  isComposing?: boolean;
  nativeEvent?: { isComposing?: boolean };
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/** The text box at the moment of the key press. */
export interface TagKeyContext {
  /** The text in the box. */
  input: string;
  /** Caret at the very start with nothing selected. */
  caretAtStart: boolean;
  /** A composition is open, as tracked through compositionstart/compositionend. */
  composing: boolean;
  /** Whether there is a tag to move to. */
  hasTags: boolean;
}

/**
 * - `commit`: turn the text into tags (Enter, or the separator: comma or Space);
 * - `swallow`: the separator on an empty box; typed, it would start a tag with a separator;
 * - `pop`: put the last tag back into the box (search preset, spec 01 §4);
 * - `focusLastTag`: move focus into the tag list, onto its last tag;
 * - `null`: the key is the browser's (typing, caret movement, form submit).
 */
export type TagKeyAction = 'commit' | 'swallow' | 'pop' | 'focusLastTag' | null;

/** The action for a key press in the text box; nothing at all while an IME composes. */
export function tagKeyAction(
  event: TagKeyEvent,
  context: TagKeyContext,
  rules: TagRules,
): TagKeyAction {
  // Enter, the separators, Backspace and arrows belong to the IME while it composes.
  if (context.composing || isImeComposing(event)) return null;
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const empty = context.input.trim() === '';
  if (event.key === 'Enter') return empty ? null : 'commit';
  if (event.key === rules.separatorKey) return empty ? 'swallow' : 'commit';
  if ((event.key === 'Backspace' || event.key === 'Delete') && context.input === '') {
    if (!context.hasTags) return null;
    return rules.backspaceOnEmpty === 'pop' ? 'pop' : 'focusLastTag';
  }
  if (event.key === 'ArrowLeft' && context.caretAtStart && context.hasTags && !event.shiftKey) {
    return 'focusLastTag';
  }
  return null;
}
