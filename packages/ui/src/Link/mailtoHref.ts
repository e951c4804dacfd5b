/*
 * Mail addresses come from data (group mails, members' mail), and `resolveHref` (GUIDE §7)
 * deliberately refuses `mailto:`. So no `mailto:` URL is ever taken from data: a bare address is
 * accepted only in the plain `local@domain.tld` shape (no spaces, quotes, `?`, `&`, `:` or `/`,
 * so nothing can add headers, a body or another scheme), and the `mailto:` is built here.
 */
const plainAddress = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The `mailto:` URL for a plain mail address, or null when it is not one. */
export function mailtoHref(address: string | null | undefined): string | null {
  if (typeof address !== 'string') return null;
  const trimmed = address.trim();
  if (trimmed.length > 254 || !plainAddress.test(trimmed)) return null;
  return `mailto:${trimmed}`;
}
