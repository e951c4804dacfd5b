export { toCss } from './toCss';
