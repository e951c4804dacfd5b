/*
 * Group mail addresses come from data, and `resolveHref` (GUIDE §7) deliberately refuses
 * `mailto:`. So the tree never takes a URL from data: it takes a bare address, accepts it only
 * in the plain `local@domain.tld` shape (no spaces, quotes, `?`, `&`, `:` or `/`, so nothing can
 * add headers, a body or another scheme), and builds the `mailto:` itself.
 */
const plainAddress = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The `mailto:` URL for a plain mail address, or null when it is not one. */
export function groupMailHref(address: string | null | undefined): string | null {
  if (typeof address !== 'string') return null;
  const trimmed = address.trim();
  if (trimmed.length > 254 || !plainAddress.test(trimmed)) return null;
  return `mailto:${trimmed}`;
}
