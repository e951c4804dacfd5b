/**
 * The one resolver for URLs that come from data (menus, search results, mail, breadcrumbs):
 * GUIDE.md §7. Only two shapes pass:
 *
 * - an internal absolute path (`/news/12?tab=1#c3`), returned normalised (`/a/../b` → `/b`);
 * - an absolute `http://` or `https://` URL with a host and no user info, returned normalised.
 *
 * Everything else resolves to `null`, so the caller renders plain text instead of a link:
 * other schemes (`javascript:`, `data:`, `vbscript:`, `file:`, and also `mailto:` — mail
 * addresses are allowed only inside sanitised HTML, see `sanitizeHtml`), protocol-relative
 * `//host`, backslash tricks (`/\host`, `https:\\host`), relative paths (`news/12`, which
 * would resolve differently on every page), scheme shorthands (`https:host`), URLs with
 * credentials (`https://portal.example@evil.test` reads as the portal but is not), and any
 * control or invisible character anywhere (browsers silently drop tabs and newlines inside
 * URLs, which is how `java\tscript:` slips past naive checks). Entity-encoded text is taken
 * as given: `javascript&#58;…` is not an absolute path nor an http(s) URL, so it is dropped.
 */

import { hasForbiddenUrlCharacter, parseAbsoluteUrl, parseUrl } from './urlSafety';

/** A URL that is safe to put in `href`. */
export interface ResolvedHref {
  /** The normalised URL: a path for internal links, a full URL for http(s) ones. */
  href: string;
  /** True for an http(s) URL on another origin: it opens in a new tab with `noopener`. */
  external: boolean;
}

export interface ResolveHrefOptions {
  /**
   * The origin internal paths belong to, e.g. `https://portal.example.com`; defaults to the
   * page's `location.origin`. http(s) URLs on this origin are not external.
   */
  origin?: string;
}

/** Origin used to parse internal paths when there is no page (tests, server rendering). */
const fallbackOrigin = 'http://maru.invalid';

/** Only these schemes become links from data (GUIDE.md §7). */
const httpSchemes: ReadonlySet<string> = new Set(['http:', 'https:']);

function pageOrigin(): string | undefined {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : undefined;
}

/** Resolves a URL from data to a safe `href`, or `null` when it must not become a link. */
export function resolveHref(
  url: string | null | undefined,
  options: ResolveHrefOptions = {},
): ResolvedHref | null {
  if (typeof url !== 'string') return null;
  // Surrounding ordinary spaces are harmless padding from data entry; everything else counts.
  const candidate = url.replace(/^ +| +$/g, '');
  if (candidate === '' || hasForbiddenUrlCharacter(candidate)) return null;

  const origin = options.origin ?? pageOrigin();

  if (candidate.startsWith('/')) {
    // `//host` is protocol-relative: another site that merely looks like a path.
    if (candidate.startsWith('//')) return null;
    const base = origin ?? fallbackOrigin;
    const parsed = parseUrl(candidate, base);
    if (!parsed || parsed.origin !== new URL(base).origin) return null;
    return { href: `${parsed.pathname}${parsed.search}${parsed.hash}`, external: false };
  }

  // Spelled `http(s)://host`, a host, no user info: `https:host`, `https://@evil.test` fail.
  const parsed = parseAbsoluteUrl(candidate, httpSchemes);
  if (!parsed) return null;
  const sameOrigin = origin !== undefined && parseUrl(origin)?.origin === parsed.origin;
  return { href: parsed.href, external: !sameOrigin };
}
