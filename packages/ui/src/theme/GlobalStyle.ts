import { createGlobalStyle } from 'styled-components';
import type { Locale } from '../intl/locale';
import { fontStackFor } from './tokens';

/** Props of the global style: the locale decides the order of the CJK font stack. */
export interface GlobalStyleProps {
  /** The UI locale; its CJK font is put first in the body font stack (see `fontStackFor`). */
  $locale: Locale;
}

/** Box sizing, locale-aware body font, a visible focus ring and reduced motion. */
export const GlobalStyle = createGlobalStyle<GlobalStyleProps>`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    font-family: ${({ $locale }) => fontStackFor($locale)};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.surface.page};
    -webkit-font-smoothing: antialiased;
    /* Korean text breaks between words, not inside them. */
    word-break: keep-all;
    overflow-wrap: break-word;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
