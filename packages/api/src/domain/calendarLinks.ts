import type { CalendarLinks, ExternalProvider } from '../contract';

/** A calendar link: `expired` stands for a revoked or expired token, the provider refuses. */
export interface CalendarLink {
  userId: string;
  provider: ExternalProvider;
  state: 'linked' | 'expired';
}

/** The profile's mainDepartment flags of a user from the stored links (expired ones count). */
export function calendarLinksFor(
  userId: string,
  links: readonly Pick<CalendarLink, 'userId' | 'provider'>[],
): CalendarLinks {
  const has = (provider: ExternalProvider) =>
    links.some((link) => link.userId === userId && link.provider === provider);
  return { google: has('google'), microsoft: has('microsoft'), naver: has('naver') };
}
