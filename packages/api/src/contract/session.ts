import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import { textSchema } from './primitives';
import { calendarLinksSchema } from './schedule';

/** Cloud info (spec 01 §3): what the tenant uses and whether it is blocked. */
export const cloudInfoSchema = z.object({
  isBlocked: z.boolean(),
  blockedUrl: z.nullable(z.string()),
  isCloud: z.boolean(),
  useGa: z.boolean(),
  useKanban: z.boolean(),
  usePerformance: z.boolean(),
  usePayroll: z.boolean(),
  isFreeTrial: z.boolean(),
  freeTrialExpiredAt: z.nullable(z.string()),
});
export type CloudInfo = z.infer<typeof cloudInfoSchema>;

export const subDepartmentSchema = z.object({
  organizationId: z.string(),
  dutyDesc: z.string(),
  studioId: z.string(),
  companyName: z.string(),
  dlName: z.string(),
});
export type SubDepartment = z.infer<typeof subDepartmentSchema>;

/** The signed-in user's profile (spec 01 §3 user profile, spec 02 §3 user info). */
export const userProfileSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userNameEn: z.string(),
  userPhoto: z.string(),
  email: z.string(),
  groupEmail: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  telOffice: z.nullable(z.string()),
  dutyDesc: z.string(),
  organizationId: z.string(),
  dlName: z.string(),
  studioId: z.string(),
  companyName: z.string(),
  currentStudioId: z.string(),
  currentStudioCode: z.string(),
  userNickName: z.nullable(z.string()),
  userState: z.number().check(z.int()),
  adminFlag: z.enum(['0', '1']),
  hrUserAdminFlag: z.boolean(),
  isFinanceAdmin: z.boolean(),
  isGaPrivileged: z.boolean(),
  managerFlag: z.union([z.string(), z.number(), z.boolean()]),
  unionAdminFlag: z.union([z.string(), z.number(), z.boolean()]),
  language: z.string(),
  subDepartmentList: z.array(subDepartmentSchema),
  subDepartmentCnt: z.number().check(z.int()),
  /**
   * The main post's details (spec 01 §3 mainDepartment); so far only the calendar links the
   * schedule widget needs (google, microsoft, naver). Optional: older servers leave it out.
   */
  mainDepartment: z.optional(calendarLinksSchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Longest login id and password a sign-in carries (far above spec 02 §5's 16 characters). */
export const SIGN_IN_TEXT_MAX_LENGTH = 200;

export const signInBodySchema = z.object({
  loginId: textSchema({
    trim: true,
    min: 1,
    max: SIGN_IN_TEXT_MAX_LENGTH,
    requiredKey: 'validation.loginIdRequired',
  }),
  password: textSchema({
    min: 1,
    max: SIGN_IN_TEXT_MAX_LENGTH,
    requiredKey: 'validation.passwordRequired',
  }),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signInResultSchema = z.object({ userId: z.string() });

export const okSchema = z.object({ success: z.boolean() });

export const cloudInfo = defineEndpoint({
  method: 'GET',
  path: '/cloud/info/',
  response: cloudInfoSchema,
  anonymous: true,
});

export const myProfile = defineEndpoint({
  method: 'GET',
  path: '/gw/common/gw/user/myProfile',
  response: userProfileSchema,
});

/** HR-admin check (spec 01 §6): a bare boolean. */
export const hrAdminCheck = defineEndpoint({
  method: 'GET',
  path: '/hr/common/check/auth',
  response: z.boolean(),
});

/** Reference server only: password sign-in for the demo company. */
export const signIn = defineEndpoint({
  method: 'POST',
  path: '/auth/signin',
  body: signInBodySchema,
  response: signInResultSchema,
  anonymous: true,
});

export const signOut = defineEndpoint({
  method: 'POST',
  path: '/auth/signout',
  response: okSchema,
  anonymous: true,
});

/**
 * The login redirect of spec 01 §4: the browser is sent here with its current address and
 * lands on the sign-in page, which returns to that address only when it is same-origin.
 */
export const LOGIN_REDIRECT_PATH = '/auth/login-redirect';
