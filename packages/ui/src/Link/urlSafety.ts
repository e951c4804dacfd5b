/**
 * URL checks shared by the two places Maru lets a URL from data reach the page: `resolveHref`
 * (links from data) and `sanitizeHtml` (URLs inside server HTML). Each keeps its own policy —
 * which schemes, whether paths pass, how padding is trimmed — and builds it from these pieces,
 * so the character, parsing and credential rules cannot drift apart. Internal to `@maru/ui`.
 */

/*
 * C0 controls, DEL, C1 controls, no-break and other Unicode spaces, zero-width and bidi marks,
 * line/paragraph separators, the BOM and the backslash. Browsers strip or reinterpret some of
 * these inside URLs (`java\tscript:`, `/\evil.test`), and the others make a URL look like
 * something it is not. No legitimate URL from data has them.
 */
const forbiddenCharacters =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;

/** Whether the URL holds a control, invisible or backslash character anywhere. */
export function hasForbiddenUrlCharacter(url: string): boolean {
  return forbiddenCharacters.test(url);
}

/** `new URL(url, base)` that returns `null` instead of throwing. */
export function parseUrl(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** The scheme the text starts with, lower-cased and with its colon (`https:`), if any. */
export function urlScheme(url: string): string | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  return scheme === undefined ? undefined : `${scheme.toLowerCase()}:`;
}

/**
 * Whether the authority of a `scheme://authority/…` URL holds an `@`, even with empty user
 * info (`https://@evil.test`): the parser silently drops it, and `https://portal@evil.test`
 * reads as the portal to people but is not.
 */
export function hasUserInfo(url: string): boolean {
  const start = url.indexOf('//');
  if (start === -1) return false;
  const authority = url.slice(start + 2).split(/[/?#]/, 1)[0] ?? '';
  return authority.includes('@');
}

/**
 * Parses an absolute URL with a host, spelled out as `scheme://host…`, whose scheme is one of
 * `schemes` (lower case with colon: `'https:'`). Returns `null` for forbidden characters, other
 * schemes, shorthands browsers expand (`https:host`, `https:/host`), an empty host and any
 * user info. The caller adds its own rules (ports, host lists) on the parsed result.
 */
export function parseAbsoluteUrl(url: string, schemes: ReadonlySet<string>): URL | null {
  if (hasForbiddenUrlCharacter(url)) return null;
  const scheme = urlScheme(url);
  if (scheme === undefined || !schemes.has(scheme)) return null;
  if (!url.slice(scheme.length).startsWith('//') || hasUserInfo(url)) return null;
  const parsed = parseUrl(url);
  if (!parsed || parsed.protocol !== scheme || parsed.hostname === '') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  return parsed;
}
