import { describe, expect, it } from 'vitest';
import { tagKeyAction } from './tagKeys';
import type { TagKeyContext } from './tagKeys';
import { tagPresets } from './tagRules';

const search = tagPresets.search;
const post = tagPresets.post;
const typed: TagKeyContext = {
  input: '태그',
  caretAtStart: false,
  composing: false,
  hasTags: true,
};
const empty: TagKeyContext = { input: '', caretAtStart: true, composing: false, hasTags: true };

describe('tagKeyAction', () => {
  it('spec 01 §4: Enter or comma adds under the search preset; Space is typed', () => {
    expect(tagKeyAction({ key: 'Enter' }, typed, search)).toBe('commit');
    expect(tagKeyAction({ key: ',' }, typed, search)).toBe('commit');
    expect(tagKeyAction({ key: ' ' }, typed, search)).toBeNull();
  });

  it('spec 02 §4: Enter or Space adds under the post preset; comma is typed', () => {
    expect(tagKeyAction({ key: 'Enter' }, typed, post)).toBe('commit');
    expect(tagKeyAction({ key: ' ' }, typed, post)).toBe('commit');
    expect(tagKeyAction({ key: ',' }, typed, post)).toBeNull();
  });

  it('spec 02 §5: empty ignored: Enter on an empty box is left to the form, a separator is swallowed', () => {
    expect(tagKeyAction({ key: 'Enter' }, { ...typed, input: '  ' }, post)).toBeNull();
    expect(tagKeyAction({ key: ' ' }, { ...typed, input: '  ' }, post)).toBe('swallow');
    expect(tagKeyAction({ key: ',' }, empty, search)).toBe('swallow');
  });

  it('spec 01 §4: Backspace or Delete on an empty box pops the last tag (search preset)', () => {
    expect(tagKeyAction({ key: 'Backspace' }, empty, search)).toBe('pop');
    expect(tagKeyAction({ key: 'Delete' }, empty, search)).toBe('pop');
    expect(tagKeyAction({ key: 'Backspace' }, typed, search)).toBeNull();
    expect(tagKeyAction({ key: 'Backspace' }, { ...empty, hasTags: false }, search)).toBeNull();
  });

  it('post preset: Backspace on an empty box moves to the last tag instead of removing it', () => {
    expect(tagKeyAction({ key: 'Backspace' }, empty, post)).toBe('focusLastTag');
  });

  it('ArrowLeft at the start of the box moves to the last tag; elsewhere it moves the caret', () => {
    expect(tagKeyAction({ key: 'ArrowLeft' }, empty, search)).toBe('focusLastTag');
    expect(tagKeyAction({ key: 'ArrowLeft' }, typed, search)).toBeNull();
    expect(tagKeyAction({ key: 'ArrowLeft', shiftKey: true }, empty, search)).toBeNull();
    expect(tagKeyAction({ key: 'ArrowLeft' }, { ...empty, hasTags: false }, search)).toBeNull();
  });

  it('modified keys are the browser’s (Ctrl+Backspace deletes a word)', () => {
    expect(tagKeyAction({ key: 'Backspace', ctrlKey: true }, empty, search)).toBeNull();
    expect(tagKeyAction({ key: 'Enter', metaKey: true }, typed, search)).toBeNull();
    expect(tagKeyAction({ key: ',', altKey: true }, typed, search)).toBeNull();
  });

  describe('IME guard (GUIDE §3): nothing is added, removed or selected while composing', () => {
    const keys = ['Enter', ',', ' ', 'Backspace', 'Delete', 'ArrowLeft'];

    it.each(keys)('%s with nativeEvent.isComposing does nothing', (key) => {
      const event = { key, nativeEvent: { isComposing: true } };
      expect(tagKeyAction(event, typed, search)).toBeNull();
      expect(tagKeyAction(event, empty, search)).toBeNull();
      expect(tagKeyAction(event, typed, post)).toBeNull();
      expect(tagKeyAction(event, empty, post)).toBeNull();
    });

    it.each(keys)('%s with keyCode 229 (Safari after compositionend) does nothing', (key) => {
      expect(tagKeyAction({ key, keyCode: 229 }, typed, search)).toBeNull();
      expect(tagKeyAction({ key, keyCode: 229 }, empty, post)).toBeNull();
    });

    it.each(keys)('%s between compositionstart and compositionend does nothing', (key) => {
      expect(tagKeyAction({ key }, { ...typed, composing: true }, search)).toBeNull();
      expect(tagKeyAction({ key }, { ...empty, composing: true }, search)).toBeNull();
      expect(tagKeyAction({ key }, { ...typed, composing: true }, post)).toBeNull();
    });
  });
});
