/**
 * The tag input rules of spec 01 §4/§5/§9 (search and profile tags) and spec 02 §4/§5/§9 (post
 * tags), as pure functions over a list of tags. No React here: the portal and the reference
 * server apply the same rules to the same data.
 *
 * Every edit returns the whole next state (`tags`, the text left in the `input`) plus what
 * happened (`added`, `removed`) and the alert to show, if any, so a caller never has to diff.
 */
import { truncateToLimits } from '../TextField/byteLength';

/** `enabledFlag` as the API sends it: null, 1 or '1' is active; 0 (or '0') is removed. */
export type TagEnabledFlag = 0 | 1 | '0' | '1' | null;

/** A tag as the post editor and the profile exchange it (spec 02 §3). */
export interface Tag {
  /** Id of a saved tag; null (or absent) for a tag added in this session. */
  tagMatchId?: number | string | null;
  /** The text shown. */
  tagText: string;
  /** `defaultTag` for a tag the board imposes; it counts toward the maximum. */
  tagType?: string | null;
  /** Active unless 0: removing a saved post tag flags it 0 instead of dropping it. */
  enabledFlag?: TagEnabledFlag;
  /** The tag's group, kept as is. */
  groupName?: string | null;
}

/** The two behaviours of the spec. */
export type TagPreset = 'search' | 'post';

/** The alert an edit asks for; the component shows it through the message box. */
export type TagAlert = 'tagLimit' | 'existingTag';

/** The rules one tag input follows; `tagRulesFor` builds them from a preset. */
export interface TagRules {
  /** Most active tags, default tags included. */
  maxTags: number;
  /** Most characters (code points) of one tag. */
  maxLength?: number;
  /** Most bytes of one tag, a character above ASCII counting 2. */
  maxBytes?: number;
  /** The character typed to end a tag (besides Enter). */
  separatorKey: string;
  /** Splits pasted or typed text into tag texts. */
  separatorPattern: RegExp;
  /** Whether the same text may be added twice; otherwise the existing-tag alert. */
  allowDuplicates: boolean;
  /** At the maximum: `alert` keeps the text and alerts, `clear` empties the input silently. */
  atLimit: 'alert' | 'clear';
  /** Removing a saved tag flags it `enabledFlag: 0` rather than dropping it. */
  keepsRemovedSavedTags: boolean;
  /** Backspace/Delete on an empty input: `pop` puts the last tag back into the input. */
  backspaceOnEmpty: 'pop' | 'focusLast';
}

/** Constants of spec 01 §9 and spec 02 §9. */
export const SEARCH_MAX_TAGS = 10;
export const SEARCH_MAX_BYTES = 120;
export const POST_MAX_TAGS = 20;
export const POST_MAX_LENGTH = 20;

/** The presets: search/profile (spec 01) and post (spec 02). */
export const tagPresets: Readonly<Record<TagPreset, TagRules>> = {
  search: {
    maxTags: SEARCH_MAX_TAGS,
    maxBytes: SEARCH_MAX_BYTES,
    separatorKey: ',',
    separatorPattern: /,/,
    // Spec 01 is silent on duplicates; a profile listing one tag twice helps nobody.
    allowDuplicates: false,
    atLimit: 'alert',
    keepsRemovedSavedTags: false,
    backspaceOnEmpty: 'pop',
  },
  post: {
    maxTags: POST_MAX_TAGS,
    maxLength: POST_MAX_LENGTH,
    separatorKey: ' ',
    separatorPattern: /\s/,
    allowDuplicates: false,
    atLimit: 'clear',
    keepsRemovedSavedTags: true,
    // Removing a saved post tag only flags it, so the empty input never pulls tags apart.
    backspaceOnEmpty: 'focusLast',
  },
};

/** What may be changed on a preset from outside. */
export type TagRuleOverrides = Partial<Pick<TagRules, 'maxTags' | 'allowDuplicates'>>;

/** The preset's rules with the given overrides (undefined values are ignored). */
export function tagRulesFor(preset: TagPreset, overrides: TagRuleOverrides = {}): TagRules {
  const rules = { ...tagPresets[preset] };
  if (overrides.maxTags !== undefined) rules.maxTags = overrides.maxTags;
  if (overrides.allowDuplicates !== undefined) rules.allowDuplicates = overrides.allowDuplicates;
  return rules;
}

/** The outcome of an edit. */
export interface TagEdit {
  /** The full next list, removed saved tags (enabledFlag 0) included. */
  tags: Tag[];
  /** The text the input shows next. */
  input: string;
  /** Tags added (or re-enabled) by this edit. */
  added: Tag[];
  /** Tags removed (dropped or flagged) by this edit. */
  removed: Tag[];
  /** The alert to show, if any. */
  alert: TagAlert | null;
}

/** Whether a tag counts and shows: enabledFlag null, 1 or '1' (spec 02 §3). */
export function isActiveTag(tag: Tag): boolean {
  return tag.enabledFlag !== 0 && tag.enabledFlag !== '0';
}

/** Whether a tag is saved (has an id); saved post tags are flagged, never dropped. */
export function isSavedTag(tag: Tag): boolean {
  return tag.tagMatchId !== null && tag.tagMatchId !== undefined && tag.tagMatchId !== '';
}

/** Whether a tag is one the board imposes (`tagType: 'defaultTag'`); it cannot be removed. */
export function isDefaultTag(tag: Tag): boolean {
  return tag.tagType === 'defaultTag';
}

/** Number of tags that count toward the maximum: active ones, default tags included. */
export function countActiveTags(tags: readonly Tag[]): number {
  return tags.filter(isActiveTag).length;
}

/** The texts of the active tags, e.g. for a search query or a profile. */
export function activeTagTexts(tags: readonly Tag[]): string[] {
  return tags.filter(isActiveTag).map((tag) => tag.tagText);
}

/** A tag text as it is kept: trimmed, then cut to the preset's length or byte cap. */
export function normalizeTagText(text: string, rules: TagRules): string {
  return truncateToLimits(text.trim(), {
    maxLength: rules.maxLength,
    maxBytes: rules.maxBytes,
  }).trim();
}

/** Splits text on the preset's separators into normalized, non-empty tag texts. */
export function splitTagText(text: string, rules: TagRules): string[] {
  return text
    .split(rules.separatorPattern)
    .map((part) => normalizeTagText(part, rules))
    .filter((part) => part !== '');
}

/** Same text for the duplicate check: canonical Unicode form, so composed Hangul equals jamo. */
function sameText(a: string, b: string): boolean {
  return a.normalize('NFC') === b.normalize('NFC');
}

/** A tag created in this session: no id, active. */
export function newTag(tagText: string): Tag {
  return { tagMatchId: null, tagText, tagType: null, enabledFlag: 1, groupName: null };
}

/**
 * Adds the tag texts found in `text` (split on the separators, trimmed, capped), in order.
 *
 * - Empty text (or only separators and spaces) changes nothing (spec 02 §5 "empty ignored").
 * - At the maximum (spec 01 §5 / spec 02 §5): the search preset alerts `tagLimit` and keeps the
 *   texts not added in the input; the post preset clears the input and adds nothing more.
 * - A duplicate of an active tag is skipped with the `existingTag` alert unless duplicates are
 *   allowed (spec 02 §5/§8); the limit alert wins when both happen.
 * - A text equal to a removed saved tag re-enables that tag (same id) instead of adding a copy.
 */
export function addTag(tags: readonly Tag[], text: string, rules: TagRules): TagEdit {
  const texts = splitTagText(text, rules);
  const next = [...tags];
  const added: Tag[] = [];
  const leftOver: string[] = [];
  let limitHit = false;
  let duplicateHit = false;

  for (const tagText of texts) {
    if (limitHit) {
      leftOver.push(tagText);
      continue;
    }
    const exists = next.some((tag) => isActiveTag(tag) && sameText(tag.tagText, tagText));
    if (exists && !rules.allowDuplicates) {
      duplicateHit = true;
      continue;
    }
    if (countActiveTags(next) >= rules.maxTags) {
      limitHit = true;
      leftOver.push(tagText);
      continue;
    }
    const removedIndex = next.findIndex(
      (tag) => !isActiveTag(tag) && isSavedTag(tag) && sameText(tag.tagText, tagText),
    );
    if (removedIndex >= 0) {
      const restored: Tag = { ...next[removedIndex]!, enabledFlag: 1 };
      next[removedIndex] = restored;
      added.push(restored);
    } else {
      const created = newTag(tagText);
      next.push(created);
      added.push(created);
    }
  }

  const keepLeftOver = limitHit && rules.atLimit === 'alert';
  const alert: TagAlert | null =
    limitHit && rules.atLimit === 'alert' ? 'tagLimit' : duplicateHit ? 'existingTag' : null;
  return {
    tags: added.length > 0 ? next : [...tags],
    input: keepLeftOver ? leftOver.join(rules.separatorKey === ' ' ? ' ' : ', ') : '',
    added,
    removed: [],
    alert,
  };
}

/**
 * Removes the tag at `index` of the full list (spec 02 §4): a saved tag under the post preset is
 * flagged `enabledFlag: 0` and kept, anything else is dropped. Default tags and tags already
 * removed are left alone (an edit with nothing removed).
 */
export function removeTag(
  tags: readonly Tag[],
  index: number,
  rules: TagRules,
  input = '',
): TagEdit {
  const tag = tags[index];
  const unchanged: TagEdit = { tags: [...tags], input, added: [], removed: [], alert: null };
  if (!tag || !isActiveTag(tag) || isDefaultTag(tag)) return unchanged;
  const next =
    rules.keepsRemovedSavedTags && isSavedTag(tag)
      ? tags.map((item, i) => (i === index ? { ...item, enabledFlag: 0 as const } : item))
      : tags.filter((_, i) => i !== index);
  return { tags: next, input, added: [], removed: [tag], alert: null };
}

/** Index (in the full list) of the last tag the user can remove, or -1. */
export function lastRemovableIndex(tags: readonly Tag[]): number {
  for (let index = tags.length - 1; index >= 0; index -= 1) {
    const tag = tags[index]!;
    if (isActiveTag(tag) && !isDefaultTag(tag)) return index;
  }
  return -1;
}

/**
 * Backspace or Delete on an empty input under the search preset (spec 01 §4): the last tag
 * leaves the list and its text returns to the input for editing. Nothing happens when the input
 * is not empty or there is no removable tag.
 */
export function popLastTag(tags: readonly Tag[], input: string, rules: TagRules): TagEdit {
  const index = input === '' ? lastRemovableIndex(tags) : -1;
  if (index < 0) return { tags: [...tags], input, added: [], removed: [], alert: null };
  const edit = removeTag(tags, index, rules, input);
  return { ...edit, input: tags[index]!.tagText };
}
