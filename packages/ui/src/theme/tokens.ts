import type { Locale } from '../intl/locale';

/**
 * Colour palette. Every text pairing used by the components is checked for WCAG AA (4.5:1)
 * in tokens.test.ts, because axe runs on every story and a token change must not break it.
 */
const color = {
  brand: {
    50: '#eef3ff',
    100: '#dbe5ff',
    200: '#b7caff',
    500: '#3d68f0',
    600: '#2451d6',
    700: '#1b3fae',
    800: '#162f80',
  },
  neutral: {
    0: '#ffffff',
    50: '#f6f7f9',
    100: '#eceef2',
    200: '#dadee5',
    300: '#c2c8d1',
    400: '#8e96a3',
    500: '#646c78',
    600: '#4d5561',
    700: '#363c45',
    800: '#24292f',
    900: '#16191d',
  },
  success: { bg: '#e8f6ec', border: '#9fd3ae', fg: '#17692f', solid: '#1d7a39' },
  danger: { bg: '#fdecec', border: '#f0a8a8', fg: '#a51d1d', solid: '#c02626' },
  warning: { bg: '#fff5e0', border: '#f2cf86', fg: '#7a4a00', solid: '#a86400' },
  info: { bg: '#e8f1fb', border: '#9cc3ec', fg: '#0b559e', solid: '#0d66c2' },
  /** Purple tone (violet 800 on violet 50), e.g. the ETC status tag; text pairs are AA. */
  purple: { bg: '#f5edff', border: '#d6bcf5', fg: '#6b21a8', solid: '#7e22ce' },
  text: { primary: '#16191d', secondary: '#4d5561', inverse: '#ffffff', disabled: '#646c78' },
  surface: { page: '#f6f7f9', raised: '#ffffff', overlay: 'rgba(22, 25, 29, 0.48)' },
  border: { subtle: '#dadee5', strong: '#8e96a3' },
  focusRing: '#1b3fae',
} as const;

const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
} as const;

const radius = { sm: '4px', md: '6px', lg: '10px', full: '9999px' } as const;

/** Default (Korean-first) CJK-aware font stack; GlobalStyle uses `fontStackFor(locale)`. */
const fontFamily =
  'Pretendard, "Noto Sans KR", "Noto Sans JP", "Noto Sans SC", system-ui, sans-serif';

/**
 * Han characters are shared between Korean, Japanese and Chinese but drawn differently in each
 * region; putting the locale's own font first makes shared ideographs look native to the reader.
 */
const localeOrder: Record<Locale, readonly CjkRegion[]> = {
  ko: ['KR', 'JP', 'SC'],
  en: ['KR', 'JP', 'SC'],
  ja: ['JP', 'KR', 'SC'],
  zh: ['SC', 'KR', 'JP'],
};

type CjkRegion = 'KR' | 'JP' | 'SC';

/**
 * The font stack with the given locale's fonts first. Each web family is followed by the name
 * Debian's fonts-noto-cjk installs ("Noto Sans CJK KR"), so the locale order also holds where the
 * fonts are local rather than served. Pretendard (Korean and Latin) leads except for ja and zh.
 */
export function fontStackFor(locale: Locale): string {
  const regions = localeOrder[locale];
  const families = regions.flatMap((region) => [
    `"Noto Sans ${region}"`,
    `"Noto Sans CJK ${region}"`,
  ]);
  const pretendardFirst = regions[0] === 'KR';
  const stack = pretendardFirst
    ? ['Pretendard', ...families]
    : [...families.slice(0, 2), 'Pretendard', ...families.slice(2)];
  return [...stack, 'system-ui', 'sans-serif'].join(', ');
}

const font = {
  family: fontFamily,
  /** Type scale: size and line height pairs; CJK text needs a taller line height than Latin. */
  size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '18px', '2xl': '22px' },
  lineHeight: { tight: 1.3, normal: 1.55 },
  weight: { regular: 400, medium: 500, bold: 700 },
} as const;

const shadow = {
  sm: '0 1px 2px rgba(22, 25, 29, 0.08)',
  md: '0 4px 12px rgba(22, 25, 29, 0.12)',
  lg: '0 12px 32px rgba(22, 25, 29, 0.2)',
} as const;

/**
 * Stacking order, lowest first. A popover can open from inside a modal, so it sits above it;
 * toasts announce over everything the user is working in; a tooltip is transient and small and
 * describes whatever it points at, a toast's button included, so it is the top layer.
 */
const zIndex = {
  dropdown: 1000,
  overlay: 1100,
  modal: 1200,
  popover: 1300,
  toast: 1400,
  tooltip: 1500,
} as const;

/** Kept short on purpose: the global style disables them under prefers-reduced-motion. */
const motion = {
  duration: { fast: '100ms', normal: '160ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

const size = { control: { sm: '28px', md: '36px', lg: '44px' }, minTarget: '24px' } as const;

/** Design tokens: the only source of style values in Maru. */
export const tokens = { color, space, radius, font, shadow, zIndex, motion, size } as const;

export type MaruTokens = typeof tokens;
