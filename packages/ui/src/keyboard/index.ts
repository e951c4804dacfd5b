export { isImeComposing } from './isImeComposing';
