/** Pages a sign-in must never return to: they would end the session again or loop. */
const NON_RETURN_PATHS = new Set(['/signin', '/logout']);

/** Scheme-relative or backslash tricks that browsers turn into another host. */
const HOST_SWITCH = /^[/\\]{2}|^\/\\/;

/** Whitespace and control characters the URL parser silently strips (`/\t/evil.example`). */
// eslint-disable-next-line no-control-regex
const STRIPPED_CHARACTERS = /[\u0000-\u001f\u007f\s]/;

/**
 * The login return URL rule (GUIDE §7, spec 01 §4): the address a sign-in goes back to must be
 * on this origin, so a crafted `returnUrl` can never send a freshly signed-in employee to a
 * look-alike site (open redirect). Returns the path (with query and hash) to navigate to, or
 * `/` when the value is missing or unsafe.
 *
 * Accepted: a relative path starting with exactly one `/`, or an absolute http(s) URL whose
 * origin is `origin` (reduced to its path). Refused: `//host`, `/\host`, other origins, any
 * other scheme (`javascript:`, `data:`), relative paths without a leading `/`, and values
 * carrying whitespace or control characters.
 */
export function safeReturnPath(url: string | null | undefined, origin: string): string {
  const fallback = '/';
  if (!url || STRIPPED_CHARACTERS.test(url)) return fallback;

  const isRootRelative = url.startsWith('/') && !HOST_SWITCH.test(url);
  const isAbsoluteHttp = /^https?:\/\//i.test(url);
  if (!isRootRelative && !isAbsoluteHttp) return fallback;

  let resolved: URL;
  let base: URL;
  try {
    base = new URL(origin);
    resolved = new URL(url, base);
  } catch {
    return fallback;
  }
  if (resolved.origin !== base.origin) return fallback;
  // `https://here//evil.example` keeps our origin but its path would read as scheme-relative.
  if (HOST_SWITCH.test(resolved.pathname)) return fallback;
  if (NON_RETURN_PATHS.has(resolved.pathname)) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
