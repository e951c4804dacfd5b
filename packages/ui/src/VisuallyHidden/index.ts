export { VisuallyHidden, visuallyHiddenCss } from './VisuallyHidden';
