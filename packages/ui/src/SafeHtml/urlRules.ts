/**
 * URL rules of the HTML sanitiser (GUIDE.md §7, spec 02 §9), kept pure so they are tested
 * without a DOM. The sanitiser applies them to every `href` and `src` it keeps.
 */

/** The video hosts whose players may be embedded in an iframe by default. */
export const defaultVideoHosts: readonly string[] = ['www.youtube.com', 'player.vimeo.com'];

const allowedSchemes = new Set(['http:', 'https:', 'ftp:', 'mailto:']);

/*
 * Control characters, invisible spaces and backslashes: browsers drop or reinterpret them in
 * URLs (`java\tscript:`, `/\evil.test`), so a URL containing one is refused outright.
 */
const forbiddenCharacters =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Whether a URL may stay in `href`/`src` of sanitised HTML: an absolute URL with the scheme
 * http, https, ftp or mailto (a host required except for mailto, no user info), or a
 * same-site reference (`/path`, `#fragment`). Everything else — other schemes, protocol-
 * relative `//host`, relative `path`, obfuscated or malformed text — is refused.
 */
export function isAllowedContentUrl(value: string): boolean {
  const url = value.trim();
  if (url === '' || forbiddenCharacters.test(url)) return false;
  if (url.startsWith('#')) return true;
  if (url.startsWith('/')) return !url.startsWith('//');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme || !allowedSchemes.has(`${scheme}:`)) return false;
  const parsed = parse(url);
  if (!parsed || !allowedSchemes.has(parsed.protocol)) return false;
  if (parsed.protocol === 'mailto:') return true;
  // `https:host` and `https:/host` are shorthands browsers expand; data must spell `//`.
  if (!/^[a-z]+:\/\//i.test(url)) return false;
  return parsed.hostname !== '' && !hasUserInfo(url);
}

/** Any `@` in the authority, even empty user info, hides the real host from the reader. */
function hasUserInfo(url: string): boolean {
  const authority = url.slice(url.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  return authority.includes('@');
}

/**
 * Whether an iframe `src` is a player of one of the configured video hosts: an `https://` URL
 * whose parsed hostname equals one of them exactly (so `www.youtube.com.evil.test`,
 * `evil.test/?www.youtube.com`, `user@evil.test` and `//www.youtube.com` all fail), on the
 * default port and without user info.
 */
export function isAllowedVideoSrc(value: string, videoHosts: readonly string[]): boolean {
  const url = value.trim();
  if (forbiddenCharacters.test(url) || !/^https:\/\//i.test(url) || hasUserInfo(url)) return false;
  const parsed = parse(url);
  if (!parsed || parsed.protocol !== 'https:' || parsed.port !== '') return false;
  const hosts = new Set(videoHosts.map((host) => host.toLowerCase()));
  return hosts.has(parsed.hostname);
}
