import { describe, expect, it } from 'vitest';
import en from './intl/en.json';
import ko from './intl/ko.json';
import { errorText, issueText, loadErrorTexts } from './texts';

// This file imports only texts.ts (not catalogue.ts, which registers every locale), as a
// browser app does: Korean is there from the start, other languages once loaded.
describe('error texts in a browser: Korean bundled, other languages loaded on demand', () => {
  const forbidden = { message: null, messageKey: 'error.forbidden' as const };

  it('falls back to Korean (spec default and fallback) while a language is not loaded', () => {
    expect(errorText(forbidden, 'ja')).toBe(ko['error.forbidden']);
    expect(issueText('validation.dateFormat', 'ja')).toBe(ko['validation.dateFormat']);
  });

  it('answers in the language once loadErrorTexts fetched it', async () => {
    await loadErrorTexts('en');
    expect(errorText(forbidden, 'en')).toBe(en['error.forbidden']);
    expect(issueText('validation.dateFormat', 'en')).toBe(en['validation.dateFormat']);
  });

  it("keeps the server's own message over the catalogue", () => {
    expect(errorText({ message: ' 서버 문구 ', messageKey: 'error.unknown' }, 'en')).toBe(
      '서버 문구',
    );
  });
});
