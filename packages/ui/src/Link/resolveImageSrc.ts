import { resolveHref } from './resolveHref';

/** Inline raster and SVG images: inert inside `<img>` (no script runs), so a logo may be one. */
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpeg|webp|svg\+xml)[;,]/i;

/**
 * An `<img src>` from data (logos, photos): an inline image, or what `resolveHref` accepts (an
 * internal path or an http(s) URL); null for anything else. Only for images: a link never
 * takes a `data:` URL.
 */
export function resolveImageSrc(url: string | null | undefined, origin?: string): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (INLINE_IMAGE.test(trimmed)) return trimmed;
  const resolved = resolveHref(trimmed, origin === undefined ? {} : { origin });
  return resolved ? resolved.href : null;
}
