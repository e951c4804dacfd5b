export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { sanitizeHtml } from './sanitizeHtml';
export type { SanitizeHtmlOptions } from './sanitizeHtml';
export { defaultVideoHosts } from './urlRules';
