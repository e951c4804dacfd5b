/**
 * URL policy of the HTML sanitiser (GUIDE.md §7, spec 02 §9), kept pure so it is tested
 * without a DOM. The sanitiser applies it to every `href` and `src` it keeps. The character,
 * parsing and credential checks are the ones `resolveHref` uses (`../Link/urlSafety`); only
 * the policy differs: sanitised HTML also allows ftp and mailto, and iframes of video hosts.
 */
import { hasForbiddenUrlCharacter, parseAbsoluteUrl, parseUrl, urlScheme } from '../Link/urlSafety';

/** The video hosts whose players may be embedded in an iframe by default. */
export const defaultVideoHosts: readonly string[] = ['www.youtube.com', 'player.vimeo.com'];

/** Schemes of absolute URLs with a host that may stay in sanitised HTML (mailto has none). */
const hostSchemes: ReadonlySet<string> = new Set(['http:', 'https:', 'ftp:']);

const videoSchemes: ReadonlySet<string> = new Set(['https:']);

/**
 * Whether a URL may stay in `href`/`src` of sanitised HTML: an absolute URL with the scheme
 * http, https, ftp or mailto (a host required except for mailto, no user info), or a
 * same-site reference (`/path`, `#fragment`). Everything else — other schemes, protocol-
 * relative `//host`, relative `path`, obfuscated or malformed text — is refused.
 */
export function isAllowedContentUrl(value: string): boolean {
  const url = value.trim();
  if (url === '' || hasForbiddenUrlCharacter(url)) return false;
  if (url.startsWith('#')) return true;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (urlScheme(url) === 'mailto:') return parseUrl(url)?.protocol === 'mailto:';
  return parseAbsoluteUrl(url, hostSchemes) !== null;
}

/**
 * Whether an iframe `src` is a player of one of the configured video hosts: an `https://` URL
 * whose parsed hostname equals one of them exactly (so `www.youtube.com.evil.test`,
 * `evil.test/?www.youtube.com`, `user@evil.test` and `//www.youtube.com` all fail), on the
 * default port and without user info.
 */
export function isAllowedVideoSrc(value: string, videoHosts: readonly string[]): boolean {
  const parsed = parseAbsoluteUrl(value.trim(), videoSchemes);
  if (!parsed || parsed.port !== '') return false;
  const hosts = new Set(videoHosts.map((host) => host.toLowerCase()));
  return hosts.has(parsed.hostname);
}
