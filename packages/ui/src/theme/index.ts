export { tokens, fontStackFor } from './tokens';
export type { MaruTokens } from './tokens';
export { theme } from './theme';
export type { MaruTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export type { GlobalStyleProps } from './GlobalStyle';
