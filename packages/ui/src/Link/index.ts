export { Link } from './Link';
export type { LinkProps } from './Link';
export { resolveHref } from './resolveHref';
export type { ResolvedHref, ResolveHrefOptions } from './resolveHref';
export { resolveImageSrc } from './resolveImageSrc';
export { mailtoHref } from './mailtoHref';
