export { TagInput } from './TagInput';
export type { TagInputProps } from './TagInput';
export type { TagInputMessageKey } from './catalogue';
export {
  POST_MAX_LENGTH,
  POST_MAX_TAGS,
  SEARCH_MAX_BYTES,
  SEARCH_MAX_TAGS,
  activeTagTexts,
  addTag,
  countActiveTags,
  isActiveTag,
  isDefaultTag,
  isSavedTag,
  lastRemovableIndex,
  newTag,
  normalizeTagText,
  popLastTag,
  removeTag,
  splitTagText,
  tagPresets,
  tagRulesFor,
} from './tagRules';
export type {
  Tag,
  TagAlert,
  TagEdit,
  TagEnabledFlag,
  TagPreset,
  TagRuleOverrides,
  TagRules,
} from './tagRules';
export { tagKeyAction } from './tagKeys';
export type { TagKeyAction, TagKeyContext, TagKeyEvent } from './tagKeys';
