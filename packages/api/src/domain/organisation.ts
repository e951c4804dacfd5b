import type { Locale } from '../contract';

/*
 * The organisation as the server stores it and the rules read it: companies (the spec's
 * studios), departments and employees with their posts. The demo company in
 * `@maru/api/fixtures` and the reference server's rows both have this shape.
 */

/** A company of the group (the spec's studio): `dlId` is what the `studioId` header carries. */
export interface Studio {
  dlId: string;
  dlName: string;
  dlNameEn: string;
  dlNameJa: string;
  dlNameZh: string;
  /** Short company code (the profile's currentStudioCode). */
  code: string;
}

/** One node of the organisation tree, stored flat: `parentId` null marks a top division. */
export interface Department {
  dlId: string;
  dlName: string;
  dlNameEn: string;
  /** Japanese and Chinese names; the ST300 company is in Japan, so its Japanese are its own. */
  dlNameJa: string;
  dlNameZh: string;
  parentId: string | null;
  studioId: string;
  groupMail: string | null;
  /** Order among siblings. */
  sortNo: number;
}

/** A secondary (concurrent) post of an employee, possibly in another studio. */
export interface EmployeeSubDepartment {
  organizationId: string;
  studioId: string;
  dutyDesc: string;
}

/** A member of the group. `organizationId` and `studioId` are the main post. */
export interface Employee {
  userId: string;
  employeeNumber: string;
  userName: string;
  userNameEn: string;
  email: string;
  mobile: string;
  telOffice: string;
  /** Title in Korean (팀장, 책임, 매니저 …), as the spec's dutyDesc. */
  dutyDesc: string;
  organizationId: string;
  studioId: string;
  /** A `data:image/svg+xml` avatar: initials on a coloured circle, never a network URL. */
  photo: string;
  adminFlag: '0' | '1';
  hrUserAdminFlag: boolean;
  isFinanceAdmin: boolean;
  isGaPrivileged: boolean;
  managerFlag: '0' | '1';
  language: Locale;
  /** 1 active, 2 retired (spec 01 §3). */
  userState: 1 | 2;
  /** Concurrent posts; empty for most employees. */
  subDepartments: EmployeeSubDepartment[];
}

/** Active (1) or retired (2, spec 01 §3): retired members are in no list of people. */
export function isActiveEmployee(employee: Pick<Employee, 'userState'>): boolean {
  return employee.userState !== 2;
}

/** The companies a member belongs to: the main post's and the concurrent posts'. */
export function memberStudioIds(member: Pick<Employee, 'studioId' | 'subDepartments'>): string[] {
  return [...new Set([member.studioId, ...member.subDepartments.map((sub) => sub.studioId)])];
}

/** Spec scope rule: the viewer may see members of any company the viewer belongs to. */
export function sharesCompany(
  viewer: Pick<Employee, 'studioId' | 'subDepartments'>,
  member: Pick<Employee, 'studioId' | 'subDepartments'>,
): boolean {
  const mine = new Set(memberStudioIds(viewer));
  return memberStudioIds(member).some((studioId) => mine.has(studioId));
}
