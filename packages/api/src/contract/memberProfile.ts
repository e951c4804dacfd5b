import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import { idSchema, offsetSchema } from './primitives';
import { subDepartmentSchema } from './session';

/*
 * The member profile dialog's calls (spec 01 §2 "Member profile dialog", §3 user profile and
 * member list row, §4 profile dialog, §7). Paths exactly as the spec spells them. Every call is
 * about one member (`userId`); the server answers only for members of a company the caller
 * belongs to (403 otherwise) and 404 for an unknown member.
 */

/** A member id as the demo company spells them (`U0001`); anything else is refused (400). */
export const memberIdSchema = idSchema();

/** userState of a retired member (spec 01 §3). */
export const RETIRED_USER_STATE = 2;

/** Work status codes (spec 01 §4): 1 working, 3 non-working, 9 left work. */
export const WORK_STATUS_CODES = [1, 3, 9] as const;
export type MemberWorkStatusCode = (typeof WORK_STATUS_CODES)[number];
/** A failed or unknown status call reads as 9, left work (spec 01 §4). */
export const DEFAULT_WORK_STATUS: MemberWorkStatusCode = 9;

/**
 * Another member's profile (spec 01 §3 user profile, the fields the dialog shows). The
 * viewer's own flags (admin, finance, GA …) are not part of it: they are nobody else's business.
 * Contact fields are null when the member has none, and always null for a retired member.
 * `googleAuthId` is the member's Google account (mail form), `slackLink` an https link to the
 * member in Slack, `microsoft`/`naver` whether the member is linked to Teams/Naver Works.
 */
export const memberProfileSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userNameEn: z.string(),
  userPhoto: z.nullable(z.string()),
  email: z.nullable(z.string()),
  groupEmail: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  telOffice: z.nullable(z.string()),
  googleAuthId: z.nullable(z.string()),
  slackLink: z.nullable(z.string()),
  microsoft: z.boolean(),
  naver: z.boolean(),
  dutyDesc: z.string(),
  organizationId: z.string(),
  dlName: z.string(),
  studioId: z.string(),
  companyName: z.string(),
  subDepartmentList: z.array(subDepartmentSchema),
  subDepartmentCnt: z.number().check(z.int(), z.nonnegative()),
  /** 1 active, 2 retired. */
  userState: z.number().check(z.int()),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const memberParamsSchema = z.object({ userId: memberIdSchema });
export const memberQuerySchema = z.object({ userId: memberIdSchema });

/** `GET /user/userProfile/{userId}`: the member's profile. */
export const memberProfile = defineEndpoint({
  method: 'GET',
  path: '/user/userProfile/:userId',
  params: memberParamsSchema,
  response: memberProfileSchema,
});

/** One work location of a member; its name is the PHM_LOCATION_CD lookup code's meaning. */
export const memberLocationSchema = z.object({ locationId: z.string() });
export type MemberLocation = z.infer<typeof memberLocationSchema>;

/** `GET /user/myLocationInfo?userId`: the member's locations (usually one, maybe none). */
export const memberLocations = defineEndpoint({
  method: 'GET',
  path: '/user/myLocationInfo',
  query: memberQuerySchema,
  response: z.array(memberLocationSchema),
});

/** A member's work status now (spec 01 §4); `workStatus` is a DTM_TYPE_CD lookup code. */
export const memberWorkStatusSchema = z.object({
  userId: z.string(),
  workStatus: z.number().check(z.int()),
});
export type MemberWorkStatus = z.infer<typeof memberWorkStatusSchema>;

/**
 * `GET /hr/commute/currentStatus/{userId}?offset`: the member's status on their work day in the
 * caller's clock. Silent: a failure is no alert, the dialog shows 9 (left work) instead.
 */
export const memberWorkStatus = defineEndpoint({
  method: 'GET',
  path: '/hr/commute/currentStatus/:userId',
  params: memberParamsSchema,
  query: z.object({ offset: z.optional(offsetSchema) }),
  response: memberWorkStatusSchema,
  silent: true,
});

/** One introduction tag of a member, in the member's order. */
export const memberIntroductionSchema = z.object({
  introductionId: z.number().check(z.int()),
  tagName: z.string(),
  sortNo: z.number().check(z.int()),
});
export type MemberIntroduction = z.infer<typeof memberIntroductionSchema>;

/** `GET /user/myIntroduction?userId`: the member's introduction tags. */
export const memberIntroductions = defineEndpoint({
  method: 'GET',
  path: '/user/myIntroduction',
  query: memberQuerySchema,
  response: z.array(memberIntroductionSchema),
});

/**
 * A person in the dialog's Reporting Line or Member list (spec 01 §3 member list row, plus the
 * department name to show beside the title).
 */
export const memberListRowSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userPhoto: z.nullable(z.string()),
  organizationId: z.string(),
  dlName: z.string(),
  dutyDesc: z.string(),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  googleAuthId: z.nullable(z.string()),
  slackLink: z.nullable(z.string()),
  microsoft: z.boolean(),
  naver: z.boolean(),
});
export type MemberListRow = z.infer<typeof memberListRowSchema>;

/** `managers`: the reporting line, nearest first; `users`: the member's team. */
export const memberRelationsSchema = z.object({
  managers: z.array(memberListRowSchema),
  users: z.array(memberListRowSchema),
});
export type MemberRelations = z.infer<typeof memberRelationsSchema>;

/** `GET /fnd/{userId}/members`: the member's reporting line and team. */
export const memberRelations = defineEndpoint({
  method: 'GET',
  path: '/fnd/:userId/members',
  params: memberParamsSchema,
  response: memberRelationsSchema,
});

/** The lookup types the dialog names things with: work statuses and work locations. */
export const HR_LOOKUP_TYPES = ['DTM_TYPE_CD', 'PHM_LOCATION_CD'] as const;
export type HrLookupType = (typeof HR_LOOKUP_TYPES)[number];

/** One lookup code (spec 01 §3 lookup value), `meaning` in the request's language. */
export const hrLookupCodeSchema = z.object({
  lookupType: z.string(),
  lookupCode: z.string(),
  meaning: z.string(),
  attribute01: z.nullable(z.string()),
});
export type HrLookupCode = z.infer<typeof hrLookupCodeSchema>;

export const hrLookupCodesQuerySchema = z.object({
  lookupType: z.enum(HR_LOOKUP_TYPES),
  systemCode: z.literal('HR'),
});

/** `GET /common/lookup-values/codes?lookupType=…&systemCode=HR`. */
export const hrLookupCodes = defineEndpoint({
  method: 'GET',
  path: '/common/lookup-values/codes',
  query: hrLookupCodesQuerySchema,
  response: z.array(hrLookupCodeSchema),
});

/** The status code to show for a status answer, or for a failed call (null): 1, 3 or else 9. */
export function workStatusCodeOf(
  status: Pick<MemberWorkStatus, 'workStatus'> | null,
): MemberWorkStatusCode {
  const code = status?.workStatus;
  return code === 1 || code === 3 ? code : DEFAULT_WORK_STATUS;
}

/** True for a retired member (userState 2, spec 01 §3). */
export function isRetiredMember(profile: Pick<MemberProfile, 'userState'>): boolean {
  return profile.userState === RETIRED_USER_STATE;
}
