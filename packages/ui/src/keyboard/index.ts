export { isImeComposing } from './isImeComposing';
export type { ImeKeyEvent } from './isImeComposing';
