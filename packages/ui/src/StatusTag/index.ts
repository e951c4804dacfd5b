export { StatusTag } from './StatusTag';
export type { StatusTagProps } from './StatusTag';
export {
  statusColourFor,
  toWorkStatusCode,
  workStatusColour,
  workStatusLabelKey,
} from './statusRules';
export type { StatusColour, WorkStatusCode, WorkStatusLabelKey } from './statusRules';
export { statusPalette } from './statusPalette';
export type { TagColours } from './statusPalette';
