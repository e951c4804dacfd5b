import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { styled, ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme as defaultTheme } from '../theme/theme';
import type { MaruTheme } from '../theme/theme';
import { MessageBoxHost } from '../MessageBox/MessageBoxHost';
import { ToastHost } from '../Toast/ToastHost';
import { LocaleContext } from './LocaleContext';
import { defaultLocale, localeTags } from './locale';
import type { Locale } from './locale';

export interface MaruProviderProps {
  /** Interface language; Korean by default. */
  locale?: Locale;
  /** A theme of the Maru shape; the default tokens otherwise. */
  theme?: MaruTheme;
  /** Set to false when the host page already owns the global style (embedding). */
  globalStyle?: boolean;
  children?: ReactNode;
}

/*
 * `display: contents` keeps the wrapper out of layout; it exists only to carry `lang`, which
 * picks the right CJK glyphs and tells screen readers which voice to use.
 */
const LangScope = styled.div`
  display: contents;
`;

/**
 * Everything a Maru screen needs: theme, global style, locale (ours and react-aria's), and
 * the hosts behind `useMessageBox()` and `useToast()`.
 */
export function MaruProvider({
  locale = defaultLocale,
  theme = defaultTheme,
  globalStyle = true,
  children,
}: MaruProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {globalStyle ? <GlobalStyle $locale={locale} /> : null}
      <LocaleContext.Provider value={locale}>
        <I18nProvider locale={localeTags[locale]}>
          <LangScope lang={locale}>
            <ToastHost>
              <MessageBoxHost>{children}</MessageBoxHost>
            </ToastHost>
          </LangScope>
        </I18nProvider>
      </LocaleContext.Provider>
    </ThemeProvider>
  );
}
