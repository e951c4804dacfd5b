import { tokens } from './tokens';
import type { MaruTokens } from './tokens';

/** The styled-components theme; a product may pass its own object of the same shape. */
export type MaruTheme = MaruTokens;

/** The default Maru theme. */
export const theme: MaruTheme = tokens;

declare module 'styled-components' {
  // Makes `props.theme` typed as the Maru theme in every styled component.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends MaruTheme {}
}
