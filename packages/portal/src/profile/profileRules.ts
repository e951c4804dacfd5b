import { isApiError, type HrLookupCode, type SubDepartment } from '@maru/api';
import { siteUrl, type SiteHosts } from '../app/siteHosts';

/** Sub-departments shown before the show-more toggle (the dialog is 360 px narrow). */
export const SUB_DEPARTMENT_PREVIEW = 1;

/** The sub-departments to list: the first few, or all once expanded. */
export function visibleSubDepartments(
  list: readonly SubDepartment[],
  expanded: boolean,
): readonly SubDepartment[] {
  return expanded ? list : list.slice(0, SUB_DEPARTMENT_PREVIEW);
}

/** How many sub-departments the show-more toggle reveals (0: no toggle). */
export function hiddenSubDepartmentCount(list: readonly SubDepartment[]): number {
  return Math.max(0, list.length - SUB_DEPARTMENT_PREVIEW);
}

/** The meaning of a lookup code (work status, location), or null when the code is unknown. */
export function lookupMeaning(
  codes: readonly HrLookupCode[],
  code: string | number,
): string | null {
  const wanted = String(code);
  return codes.find((item) => item.lookupCode === wanted)?.meaning ?? null;
}

/** The member's location names, unknown codes left out (spec 01 §2 "location name"). */
export function locationNames(
  codes: readonly HrLookupCode[],
  locations: readonly { locationId: string }[],
): string[] {
  return locations.flatMap((location) => {
    const name = lookupMeaning(codes, location.locationId);
    return name ? [name] : [];
  });
}

/**
 * Spec 01 §6: the HR site's member page (`/HPE1000/{userId}`) and organisation page
 * (`/HOG1000/{organizationId}`), for HR admins only; null for everyone else (plain text).
 */
export function hrLinks(hrAdmin: boolean, hosts?: SiteHosts) {
  if (!hrAdmin) return null;
  return {
    member: (userId: string) => siteUrl('hr', `/HPE1000/${encodeURIComponent(userId)}`, hosts),
    organization: (organizationId: string) =>
      siteUrl('hr', `/HOG1000/${encodeURIComponent(organizationId)}`, hosts),
  };
}
export type HrLinks = NonNullable<ReturnType<typeof hrLinks>>;

/**
 * What the dialog does when the profile call fails: a 401 is the session's to handle (sign-in,
 * no dialog), an unknown member (404), a member of another company (403) or any non-API failure
 * is the spec's member-not-found alert (spec 01 §4, §8), anything else alerts its own message.
 */
export function failureReaction(error: unknown): 'signIn' | 'notFound' | 'alert' {
  if (!isApiError(error)) return 'notFound';
  if (error.action === 'signIn') return 'signIn';
  if (error.status === 404 || error.status === 403) return 'notFound';
  return 'alert';
}
