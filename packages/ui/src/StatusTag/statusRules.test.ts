import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import type { MaruTheme } from '../theme/theme';
import { contrastRatio } from '../theme/contrast';
import { statusPalette } from './statusPalette';
import {
  statusColourFor,
  toWorkStatusCode,
  workStatusColour,
  workStatusLabelKey,
} from './statusRules';

describe('statusColourFor (spec 01 §3 colours by attribute01)', () => {
  it.each([
    ['ETC', 'purple'],
    ['VACATION', 'blue'],
    ['WORK', 'green'],
  ] as const)('%s is %s', (attribute01, colour) => {
    expect(statusColourFor(attribute01)).toBe(colour);
  });

  it('otherwise black: unknown codes, empty, null and undefined', () => {
    for (const value of ['HOLIDAY', 'WORKING', '', null, undefined]) {
      expect(statusColourFor(value)).toBe('black');
    }
  });

  it('ignores surrounding spaces and letter case of the code', () => {
    expect(statusColourFor(' vacation ')).toBe('blue');
    expect(statusColourFor('Etc')).toBe('purple');
  });
});

describe('workStatusLabelKey (spec 01 §4 work status codes 1, 3, 9)', () => {
  it('1 is working, 3 non-working, 9 left work, as numbers or strings', () => {
    expect(workStatusLabelKey(1)).toBe('working');
    expect(workStatusLabelKey('3')).toBe('nonWorking');
    expect(workStatusLabelKey(9)).toBe('leftWork');
  });

  it('status defaults to 9 (left work) when the code is missing or unknown', () => {
    expect(toWorkStatusCode(undefined)).toBe(9);
    expect(toWorkStatusCode(null)).toBe(9);
    expect(toWorkStatusCode('abc')).toBe(9);
    expect(workStatusLabelKey(2)).toBe('leftWork');
  });

  it('colours working green, non-working orange and left work black', () => {
    expect([1, 3, 9].map(workStatusColour)).toEqual(['green', 'orange', 'black']);
  });
});

describe('status colours', () => {
  it('purple comes from the theme purple token, not a component-local colour', () => {
    const purple = { bg: '#fbf7ff', border: '#c9a7f0', fg: '#581c87', solid: '#6b21a8' };
    // The token types are literal (`as const`), so a custom theme needs a cast.
    const custom = { ...theme, color: { ...theme.color, purple } } as unknown as MaruTheme;
    expect(statusPalette(custom).purple).toEqual({
      fg: purple.fg,
      bg: purple.bg,
      border: purple.border,
    });
  });

  it.each(Object.entries(statusPalette(theme)))(
    '%s text meets WCAG AA contrast (4.5:1) on its background',
    (_colour, { fg, bg }) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
