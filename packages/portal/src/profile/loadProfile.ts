import {
  hrLookupCodes,
  memberIntroductions,
  memberLocations,
  memberProfile,
  memberRelations,
  memberWorkStatus,
  workStatusCodeOf,
  type ApiClient,
  type HrLookupCode,
  type MemberIntroduction,
  type MemberLocation,
  type MemberProfile,
  type MemberRelations,
  type MemberWorkStatusCode,
} from '@maru/api';

/** Everything the dialog shows about one member, loaded together. */
export interface ProfileData {
  profile: MemberProfile;
  workStatus: MemberWorkStatusCode;
  introductions: MemberIntroduction[];
  locations: MemberLocation[];
  relations: MemberRelations;
  statusCodes: HrLookupCode[];
  locationCodes: HrLookupCode[];
}

const NO_RELATIONS: MemberRelations = { managers: [], users: [] };

/** A secondary part that failed shows as empty: the profile itself is what matters. */
async function orElse<T>(call: Promise<T>, fallback: T, signal: AbortSignal): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (signal.aborted) throw error;
    return fallback;
  }
}

/**
 * Spec 01 §4 profile dialog loading: the profile, location names, work status, introduction,
 * members and work-status codes all at once (in parallel). A failed status call reads 9 (left
 * work); failed introductions, locations, members or codes read as empty lists. Only a failed
 * profile call fails the load (the caller says the member cannot be found). Every call is
 * silent: the dialog says what went wrong itself, so the host's alert would say it twice (a 401
 * still signs out).
 */
export async function loadProfile(
  client: ApiClient,
  userId: string,
  options: { offset: number; signal: AbortSignal },
): Promise<ProfileData> {
  const { signal, offset } = options;
  const quiet = { signal, silent: true };
  const byUser = { query: { userId }, ...quiet };
  const lookup = (lookupType: 'DTM_TYPE_CD' | 'PHM_LOCATION_CD') =>
    orElse(
      client.call(hrLookupCodes, { query: { lookupType, systemCode: 'HR' }, ...quiet }),
      [],
      signal,
    );
  const [profile, workStatus, introductions, locations, relations, statusCodes, locationCodes] =
    await Promise.all([
      client.call(memberProfile, { params: { userId }, ...quiet }),
      orElse(
        client
          .call(memberWorkStatus, { params: { userId }, query: { offset }, ...quiet })
          .then((status) => workStatusCodeOf(status)),
        workStatusCodeOf(null),
        signal,
      ),
      orElse(client.call(memberIntroductions, byUser), [], signal),
      orElse(client.call(memberLocations, byUser), [], signal),
      orElse(client.call(memberRelations, { params: { userId }, ...quiet }), NO_RELATIONS, signal),
      lookup('DTM_TYPE_CD'),
      lookup('PHM_LOCATION_CD'),
    ]);
  return {
    profile,
    workStatus,
    introductions: [...introductions].sort((a, b) => a.sortNo - b.sortNo),
    locations,
    relations,
    statusCodes,
    locationCodes,
  };
}
