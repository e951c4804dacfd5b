import { describe, expect, it } from 'vitest';
import {
  activeTagTexts,
  addTag,
  countActiveTags,
  isActiveTag,
  newTag,
  normalizeTagText,
  popLastTag,
  removeTag,
  splitTagText,
  tagPresets,
  tagRulesFor,
} from './tagRules';
import type { Tag } from './tagRules';

const search = tagPresets.search;
const post = tagPresets.post;

function tagsOf(...texts: string[]): Tag[] {
  return texts.map(newTag);
}

function saved(tagText: string, tagMatchId: number, extra: Partial<Tag> = {}): Tag {
  return { tagMatchId, tagText, tagType: null, enabledFlag: '1', groupName: 'g', ...extra };
}

describe('tagRules: search/profile preset (spec 01)', () => {
  it('spec 01 §4: a typed text becomes a tag and the input empties', () => {
    const edit = addTag([], '디자인', search);
    expect(activeTagTexts(edit.tags)).toEqual(['디자인']);
    expect(edit.input).toBe('');
    expect(edit.added).toEqual([newTag('디자인')]);
    expect(edit.alert).toBeNull();
  });

  it('spec 01 §5: comma splits, so pasted "a, b,,c" gives three trimmed tags', () => {
    const edit = addTag([], ' a, b,,c ', search);
    expect(activeTagTexts(edit.tags)).toEqual(['a', 'b', 'c']);
  });

  it('spec 01 §5: input trimmed; whitespace only adds nothing', () => {
    expect(activeTagTexts(addTag([], '   기획  ', search).tags)).toEqual(['기획']);
    const edit = addTag(tagsOf('a'), '  ,  ', search);
    expect(edit.tags).toEqual(tagsOf('a'));
    expect(edit.added).toEqual([]);
    expect(edit.alert).toBeNull();
  });

  it('spec 01 §5/§9: at most 10 tags, then the tag-limit alert and the text stays', () => {
    const nine = tagsOf('1', '2', '3', '4', '5', '6', '7', '8', '9');
    const tenth = addTag(nine, '10', search);
    expect(countActiveTags(tenth.tags)).toBe(10);
    expect(tenth.alert).toBeNull();
    const eleventh = addTag(tenth.tags, '11', search);
    expect(countActiveTags(eleventh.tags)).toBe(10);
    expect(eleventh.alert).toBe('tagLimit');
    expect(eleventh.added).toEqual([]);
    expect(eleventh.input).toBe('11');
  });

  it('spec 01 §5: a paste crossing the limit adds what fits and keeps the rest in the input', () => {
    const eight = tagsOf('1', '2', '3', '4', '5', '6', '7', '8');
    const edit = addTag(eight, '9,10,11,12', search);
    expect(activeTagTexts(edit.tags).slice(-2)).toEqual(['9', '10']);
    expect(edit.input).toBe('11, 12');
    expect(edit.alert).toBe('tagLimit');
  });

  it('spec 01 §5: a tag is capped at 120 bytes, Hangul counting 2', () => {
    const long = '가'.repeat(61); // 122 bytes
    const [tag] = splitTagText(long, search);
    expect(tag).toBe('가'.repeat(60));
    expect(normalizeTagText('a'.repeat(121), search)).toHaveLength(120);
  });

  it('spec 01 §4: Backspace/Delete on an empty input pops the last tag back into the input', () => {
    const edit = popLastTag(tagsOf('a', 'b'), '', search);
    expect(activeTagTexts(edit.tags)).toEqual(['a']);
    expect(edit.input).toBe('b');
    expect(edit.removed).toEqual([newTag('b')]);
  });

  it('spec 01 §4: nothing pops while the input holds text, nor from an empty list', () => {
    expect(popLastTag(tagsOf('a'), 'x', search)).toMatchObject({ input: 'x', removed: [] });
    expect(popLastTag([], '', search)).toMatchObject({ tags: [], input: '', removed: [] });
  });

  it('search preset drops a removed tag, saved or not', () => {
    const edit = removeTag([saved('a', 1), newTag('b')], 0, search);
    expect(edit.tags).toEqual([newTag('b')]);
  });

  it('search preset rejects a duplicate with the existing-tag alert', () => {
    const edit = addTag(tagsOf('a'), 'a', search);
    expect(edit.tags).toEqual(tagsOf('a'));
    expect(edit.alert).toBe('existingTag');
  });
});

describe('tagRules: post preset (spec 02)', () => {
  it('spec 02 §9: at most 20 tags by default; maxTags overrides it', () => {
    expect(post.maxTags).toBe(20);
    expect(tagRulesFor('post', { maxTags: 3 }).maxTags).toBe(3);
    expect(tagRulesFor('post', { maxTags: undefined }).maxTags).toBe(20);
  });

  it('spec 02 §5: default tags are counted toward the maximum', () => {
    const rules = tagRulesFor('post', { maxTags: 2 });
    const tags = [saved('공지', 1, { tagType: 'defaultTag' }), newTag('a')];
    const edit = addTag(tags, 'b', rules);
    expect(edit.added).toEqual([]);
    expect(countActiveTags(edit.tags)).toBe(2);
  });

  it('spec 02 §5: at the maximum the input is cleared, nothing added and no alert', () => {
    const rules = tagRulesFor('post', { maxTags: 1 });
    const edit = addTag(tagsOf('a'), 'b', rules);
    expect(edit).toMatchObject({ input: '', added: [], alert: null });
    expect(edit.tags).toEqual(tagsOf('a'));
  });

  it('spec 02 §5: text capped at 20 characters and trimmed', () => {
    const edit = addTag([], '  ' + 'x'.repeat(25) + '  ', post);
    expect(activeTagTexts(edit.tags)).toEqual(['x'.repeat(20)]);
    // Counted by character, not byte: 20 Hangul syllables fit.
    expect(normalizeTagText('가'.repeat(22), post)).toBe('가'.repeat(20));
  });

  it('spec 02 §4: Space separates tags (pasted text splits on whitespace)', () => {
    expect(activeTagTexts(addTag([], '여행 맛집\t후기', post).tags)).toEqual([
      '여행',
      '맛집',
      '후기',
    ]);
  });

  it('spec 02 §5: empty text is ignored', () => {
    const edit = addTag(tagsOf('a'), '   ', post);
    expect(edit).toMatchObject({ added: [], alert: null, input: '' });
  });

  it('spec 02 §5/§8: a duplicate is rejected with the existing-tag alert', () => {
    const edit = addTag(tagsOf('여행'), '여행', post);
    expect(edit.tags).toEqual(tagsOf('여행'));
    expect(edit.alert).toBe('existingTag');
    expect(edit.input).toBe('');
  });

  it('spec 02 §5: duplicates are accepted when allowed', () => {
    const rules = tagRulesFor('post', { allowDuplicates: true });
    const edit = addTag(tagsOf('여행'), '여행', rules);
    expect(activeTagTexts(edit.tags)).toEqual(['여행', '여행']);
    expect(edit.alert).toBeNull();
  });

  it('spec 02 §5: the duplicate check compares canonical Unicode (composed = decomposed Hangul)', () => {
    const decomposed = '한'.normalize('NFD');
    expect(addTag(tagsOf('한'), decomposed, post).alert).toBe('existingTag');
  });

  it('spec 02 §5: the limit alert wins over the duplicate alert in one paste', () => {
    const rules = tagRulesFor('search', { maxTags: 2 });
    const edit = addTag(tagsOf('a'), 'a,b,c', rules);
    expect(edit.alert).toBe('tagLimit');
    expect(activeTagTexts(edit.tags)).toEqual(['a', 'b']);
  });

  it('spec 02 §4: removing a saved tag flags it disabled (enabledFlag 0) and keeps it', () => {
    const tags = [saved('a', 7), saved('b', 8)];
    const edit = removeTag(tags, 0, post);
    expect(edit.tags).toEqual([saved('a', 7, { enabledFlag: 0 }), saved('b', 8)]);
    expect(edit.removed).toEqual([saved('a', 7)]);
    expect(activeTagTexts(edit.tags)).toEqual(['b']);
  });

  it('spec 02 §4: removing an unsaved new tag drops it', () => {
    const edit = removeTag([saved('a', 7), newTag('b')], 1, post);
    expect(edit.tags).toEqual([saved('a', 7)]);
  });

  it('spec 02 §3: enabledFlag null, 1 or "1" is active; 0 is removed', () => {
    expect(isActiveTag({ tagText: 'a', enabledFlag: null })).toBe(true);
    expect(isActiveTag({ tagText: 'a', enabledFlag: 1 })).toBe(true);
    expect(isActiveTag({ tagText: 'a', enabledFlag: '1' })).toBe(true);
    expect(isActiveTag({ tagText: 'a' })).toBe(true);
    expect(isActiveTag({ tagText: 'a', enabledFlag: 0 })).toBe(false);
    expect(isActiveTag({ tagText: 'a', enabledFlag: '0' })).toBe(false);
  });

  it('spec 02 §4: removed tags do not count, and adding the same text re-enables the saved tag', () => {
    const rules = tagRulesFor('post', { maxTags: 1 });
    const tags = [saved('a', 7, { enabledFlag: 0 })];
    const edit = addTag(tags, 'a', rules);
    expect(edit.tags).toEqual([saved('a', 7, { enabledFlag: 1 })]);
    expect(edit.added).toEqual([saved('a', 7, { enabledFlag: 1 })]);
  });

  it('spec 02 §3: a new tag carries tagMatchId, tagText, tagType, enabledFlag, groupName', () => {
    expect(newTag('a')).toEqual({
      tagMatchId: null,
      tagText: 'a',
      tagType: null,
      enabledFlag: 1,
      groupName: null,
    });
  });

  it('default tags and already removed tags cannot be removed', () => {
    const tags = [saved('공지', 1, { tagType: 'defaultTag' }), saved('b', 2, { enabledFlag: 0 })];
    expect(removeTag(tags, 0, post).removed).toEqual([]);
    expect(removeTag(tags, 1, post).removed).toEqual([]);
    expect(removeTag(tags, 5, post).tags).toEqual(tags);
  });

  it('popLastTag skips default tags and removed tags', () => {
    const tags = [newTag('a'), saved('공지', 1, { tagType: 'defaultTag' })];
    expect(popLastTag(tags, '', search)).toMatchObject({ input: 'a', tags: [tags[1]] });
  });
});
