import { describe, expect, it } from 'vitest';
import { contrastRatio as contrast } from './contrast';
import { fontStackFor, tokens } from './tokens';

const { color } = tokens;
/** Every foreground/background pair a component draws text with. */
const textPairs: Array<[string, string, string]> = [
  ['primary button', color.text.inverse, color.brand[600]],
  ['primary button hover', color.text.inverse, color.brand[700]],
  ['danger button', color.text.inverse, color.danger.solid],
  ['danger button hover', color.text.inverse, color.danger.fg],
  ['secondary button', color.text.primary, color.neutral[0]],
  ['ghost button', color.brand[700], color.neutral[0]],
  ['ghost button hover', color.brand[700], color.neutral[100]],
  ['disabled button', color.text.disabled, color.neutral[100]],
  ['secondary text on page', color.text.secondary, color.surface.page],
  ['secondary text on card', color.text.secondary, color.surface.raised],
  ['placeholder', color.text.disabled, color.neutral[0]],
  ['success toast', color.success.fg, color.success.bg],
  ['error toast', color.danger.fg, color.danger.bg],
  ['info toast', color.info.fg, color.info.bg],
  ['warning text', color.warning.fg, color.warning.bg],
  ['error text on card', color.danger.fg, color.surface.raised],
  ['purple tag', color.purple.fg, color.purple.bg],
  ['purple solid', color.text.inverse, color.purple.solid],
];

describe('colour tokens', () => {
  it.each(textPairs)('%s meets WCAG AA text contrast 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
  it('focus ring meets 3:1 non-text contrast against the page and cards', () => {
    expect(contrast(color.focusRing, color.surface.page)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.focusRing, color.surface.raised)).toBeGreaterThanOrEqual(3);
  });
});

describe('zIndex tokens', () => {
  it('stack dropdown < overlay < modal < popover < toast < tooltip', () => {
    const { zIndex } = tokens;
    const order = [
      zIndex.dropdown,
      zIndex.overlay,
      zIndex.modal,
      zIndex.popover,
      zIndex.toast,
      zIndex.tooltip,
    ];
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(new Set(order).size).toBe(order.length);
  });
});

describe('fontStackFor', () => {
  it('puts the locale font first so shared Han glyphs look native', () => {
    expect(fontStackFor('ko').startsWith('Pretendard, "Noto Sans KR", "Noto Sans CJK KR"')).toBe(
      true,
    );
    expect(fontStackFor('ja').startsWith('"Noto Sans JP", "Noto Sans CJK JP", Pretendard')).toBe(
      true,
    );
    expect(fontStackFor('zh').startsWith('"Noto Sans SC", "Noto Sans CJK SC", Pretendard')).toBe(
      true,
    );
  });
  it('keeps every CJK family once and ends with system fallbacks', () => {
    for (const locale of ['ko', 'en', 'ja', 'zh'] as const) {
      const stack = fontStackFor(locale);
      for (const family of ['"Noto Sans KR"', '"Noto Sans JP"', '"Noto Sans SC"', 'Pretendard']) {
        expect(stack.split(family)).toHaveLength(2);
      }
      expect(stack.endsWith('system-ui, sans-serif')).toBe(true);
    }
  });
  it('the default family is the Korean-first stack Pretendard, Noto Sans KR, JP, SC', () => {
    expect(tokens.font.family).toBe(
      'Pretendard, "Noto Sans KR", "Noto Sans JP", "Noto Sans SC", system-ui, sans-serif',
    );
  });
});
