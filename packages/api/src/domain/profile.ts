import type { CalendarLinks, SubDepartment, UserProfile } from '../contract';
import type { Employee } from './organisation';

/**
 * A company's name by id, already in the reader's language (undefined: no such company). The
 * server answers from its own rows through this, the mocks from the fixtures' companies.
 */
export type CompanyNameOf = (studioId: string) => string | undefined;

/** A department's name by id, already in the reader's language, as `CompanyNameOf`. */
export type DepartmentNameOf = (dlId: string) => string | undefined;

/** How a profile names the companies and departments of its posts. */
export interface ProfileNames {
  companyNameOf: CompanyNameOf;
  departmentNameOf: DepartmentNameOf;
}

/** What a profile shows of the organisation beside the employee, read by the caller. */
export interface ProfileContext {
  /** Company and department names in the reader's language (Korean fallback, spec 01 §9). */
  names: ProfileNames;
  /** The group mail of the main post's department (null: it has none). */
  groupEmail: string | null;
  /** The company the user switched to (spec 01 §4): its id and short code. */
  currentStudio: { dlId: string; code: string };
  /** The mainDepartment flags: the user's linked calendars (google, microsoft, naver). */
  calendarLinks: CalendarLinks;
}

/** The posts of a profile, named: the main post as top-level fields, the concurrent ones listed. */
export type ProfilePosts = Pick<
  UserProfile,
  | 'dutyDesc'
  | 'organizationId'
  | 'dlName'
  | 'studioId'
  | 'companyName'
  | 'subDepartmentList'
  | 'subDepartmentCnt'
>;

/** The main and concurrent posts of an employee, named by `names`. */
export function profilePostsOf(employee: Employee, names: ProfileNames): ProfilePosts {
  const subDepartmentList: SubDepartment[] = employee.subDepartments.map((sub) => ({
    organizationId: sub.organizationId,
    dutyDesc: sub.dutyDesc,
    studioId: sub.studioId,
    companyName: names.companyNameOf(sub.studioId) ?? '',
    dlName: names.departmentNameOf(sub.organizationId) ?? '',
  }));
  return {
    dutyDesc: employee.dutyDesc,
    organizationId: employee.organizationId,
    dlName: names.departmentNameOf(employee.organizationId) ?? '',
    studioId: employee.studioId,
    companyName: names.companyNameOf(employee.studioId) ?? '',
    subDepartmentList,
    subDepartmentCnt: subDepartmentList.length,
  };
}

/**
 * The contract's user profile of the signed-in employee (`GET …/myProfile`, spec 01 §4).
 * `subDepartmentList` holds the concurrent posts only; the main post is the top-level fields.
 */
export function profileOf(employee: Employee, context: ProfileContext): UserProfile {
  return {
    userId: employee.userId,
    userName: employee.userName,
    userNameEn: employee.userNameEn,
    userPhoto: employee.photo,
    email: employee.email,
    groupEmail: context.groupEmail,
    mobile: employee.mobile,
    telOffice: employee.telOffice,
    ...profilePostsOf(employee, context.names),
    currentStudioId: context.currentStudio.dlId,
    currentStudioCode: context.currentStudio.code,
    userNickName: null,
    userState: employee.userState,
    adminFlag: employee.adminFlag,
    hrUserAdminFlag: employee.hrUserAdminFlag,
    isFinanceAdmin: employee.isFinanceAdmin,
    isGaPrivileged: employee.isGaPrivileged,
    managerFlag: employee.managerFlag,
    unionAdminFlag: '0',
    language: employee.language,
    mainDepartment: context.calendarLinks,
  };
}
