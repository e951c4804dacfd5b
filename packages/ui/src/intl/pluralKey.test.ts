import { describe, expect, it } from 'vitest';
import { pluralKey } from './pluralKey';

describe('pluralKey', () => {
  it('English: one for 1, other for 0 and 2', () => {
    expect(pluralKey('en', 'hintCount', 1)).toBe('hintCount.one');
    expect(pluralKey('en', 'hintCount', 0)).toBe('hintCount.other');
    expect(pluralKey('en', 'hintCount', 2)).toBe('hintCount.other');
  });
  it('Korean, Japanese and Chinese have no singular form: always other', () => {
    for (const locale of ['ko', 'ja', 'zh'] as const) {
      expect(pluralKey(locale, 'errorCount', 1)).toBe('errorCount.other');
    }
  });
});
