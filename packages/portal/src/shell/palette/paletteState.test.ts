import { describe, expect, it } from 'vitest';
import { openAfterShortcut } from './paletteState';

describe('Ctrl/⌘+K on the palette (spec 01 §2, §4)', () => {
  it('spec 01 §4: toggles: a closed palette opens, a palette on screen closes', () => {
    expect(openAfterShortcut(false, false)).toBe(true);
    expect(openAfterShortcut(false, true)).toBe(true);
    expect(openAfterShortcut(true, true)).toBe(false);
  });

  it('spec 01 §2: a palette still loading stays open: the press means "open", not "cancel unseen"', () => {
    expect(openAfterShortcut(true, false)).toBe(true);
  });
});
