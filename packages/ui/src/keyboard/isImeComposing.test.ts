import { describe, expect, it } from 'vitest';
import { isImeComposing } from './isImeComposing';

describe('isImeComposing (IME guard)', () => {
  it('is true while the native event says a composition is open', () => {
    expect(isImeComposing({ keyCode: 13, nativeEvent: { isComposing: true } })).toBe(true);
    expect(isImeComposing({ keyCode: 13, isComposing: true })).toBe(true);
  });

  it('is true for keyCode 229 (Safari ends a composition with it, without isComposing)', () => {
    expect(isImeComposing({ keyCode: 229, nativeEvent: { isComposing: false } })).toBe(true);
  });

  it('is false for an ordinary Enter', () => {
    expect(isImeComposing({ keyCode: 13, nativeEvent: { isComposing: false } })).toBe(false);
    expect(isImeComposing({ keyCode: 13 })).toBe(false);
  });
});
