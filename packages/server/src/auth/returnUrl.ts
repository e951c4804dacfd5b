/**
 * The login return URL is accepted only when it stays on this site (GUIDE §7, no open
 * redirect): an absolute path such as `/home?x=1`, or an absolute URL whose origin is
 * exactly `origin`. Anything else — protocol-relative `//host`, `/\host` (browsers read the
 * backslash as a slash), `javascript:`/`data:` URLs, other origins, control characters —
 * gives `/`. The answer is always a path (origin stripped), so it cannot point elsewhere.
 */
export function safeReturnUrl(candidate: unknown, origin: string): string {
  if (typeof candidate !== 'string') return '/';
  const value = candidate.trim();
  if (value === '' || value.length > 2048) return '/';
  // Browsers drop tabs/newlines inside URLs, which would turn `/\t/evil` into `//evil`.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  // Backslashes are read as slashes by WHATWG URL parsing for http(s), so refuse them all.
  if (value.includes('\\')) return '/';

  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return '/';
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return '/';

  if (value.startsWith('/')) {
    if (value.startsWith('//')) return '/';
  } else if (!/^https?:\/\//i.test(value)) {
    // Relative paths (`home`), and every other scheme (`javascript:`, `data:`, `mailto:`).
    return '/';
  }

  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return '/';
  }
  if (resolved.origin !== base.origin) return '/';
  if (resolved.username !== '' || resolved.password !== '') return '/';
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // A path that normalises to `//x` would be read as a host by the next redirect.
  return path.startsWith('//') ? '/' : path;
}
