import type { Locale, MemberListRow, MemberProfile } from '../contract';
import { departmentNameOf, type OrgNames } from './orgNames';
import { isActiveEmployee, type Department, type Employee } from './organisation';
import { profilePostsOf, type ProfileNames } from './profile';

/*
 * The profile dialog's rules (spec 01 §7): what it shows of a member, the member lists' rows
 * and the reporting line derived from the organisation.
 */

/** How a member can be reached by chat (spec 01 §3 googleAuthId, slackLink, microsoft, naver). */
export interface MemberChatLinks {
  googleAuthId: string | null;
  slackLink: string | null;
  microsoft: boolean;
  naver: boolean;
}

/** What the profile dialog shows of the organisation beside the member, read by the caller. */
export interface MemberProfileContext {
  /** Company and department names in the reader's language (Korean fallback, spec 01 §9). */
  names: ProfileNames;
  /** The group mail of the shown post's department (null: it has none). */
  groupEmail: string | null;
  chat: MemberChatLinks;
}

/**
 * The dialog's profile of a member (`GET /fnd/{userId}/profile`): the posts named as in the
 * user profile (`profilePostsOf`). A retired member keeps name, photo and posts, but every
 * contact is withheld.
 */
export function memberProfileOf(employee: Employee, context: MemberProfileContext): MemberProfile {
  const { chat } = context;
  const active = isActiveEmployee(employee);
  return {
    userId: employee.userId,
    userName: employee.userName,
    userNameEn: employee.userNameEn,
    userPhoto: employee.photo,
    email: active ? employee.email : null,
    groupEmail: active ? context.groupEmail : null,
    mobile: active ? employee.mobile : null,
    telOffice: active ? employee.telOffice : null,
    googleAuthId: active ? chat.googleAuthId : null,
    slackLink: active ? chat.slackLink : null,
    microsoft: active && chat.microsoft,
    naver: active && chat.naver,
    ...profilePostsOf(employee, context.names),
    userState: employee.userState,
  };
}

/** A person of the Reporting Line or Member list, the department named in `locale`. */
export function memberListRowOf(
  employee: Employee,
  department: OrgNames | undefined,
  locale: Locale,
  chat: MemberChatLinks,
): MemberListRow {
  return {
    userId: employee.userId,
    userName: employee.userName,
    userPhoto: employee.photo,
    organizationId: employee.organizationId,
    dlName: department ? departmentNameOf(department, locale) : '',
    dutyDesc: employee.dutyDesc,
    email: employee.email,
    mobile: employee.mobile,
    googleAuthId: chat.googleAuthId,
    slackLink: chat.slackLink,
    microsoft: chat.microsoft,
    naver: chat.naver,
  };
}

type RelationPerson = Pick<
  Employee,
  'userId' | 'userName' | 'organizationId' | 'managerFlag' | 'userState'
>;
type RelationDepartment = Pick<Department, 'dlId' | 'parentId'>;

function byHeadThenName(a: RelationPerson, b: RelationPerson): number {
  if (a.managerFlag !== b.managerFlag) return a.managerFlag === '1' ? -1 : 1;
  if (a.userName !== b.userName) return a.userName < b.userName ? -1 : 1;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/**
 * The reporting line and team of a member (`GET /fnd/{userId}/members`), derived from the
 * organisation: the managers are the heads (managerFlag 1) of the member's department and of
 * each parent department up to the division, nearest first, never the member; the users are the
 * other active members of the member's main department, plus the heads of its child departments
 * when the member heads it (their direct reports). Retired people appear in neither list.
 */
export function memberRelationsOf<P extends RelationPerson>(
  member: RelationPerson,
  people: readonly P[],
  departments: readonly RelationDepartment[],
): { managers: P[]; users: P[] } {
  const active = people.filter(isActiveEmployee);
  const headOf = (dlId: string) =>
    active.find((person) => person.organizationId === dlId && person.managerFlag === '1');
  const parentOf = (dlId: string) =>
    departments.find((department) => department.dlId === dlId)?.parentId ?? null;

  const managers: P[] = [];
  const seen = new Set<string>([member.userId]);
  for (let dlId: string | null = member.organizationId; dlId !== null; dlId = parentOf(dlId)) {
    const head = headOf(dlId);
    if (head && !seen.has(head.userId)) {
      managers.push(head);
      seen.add(head.userId);
    }
  }

  const leads = headOf(member.organizationId)?.userId === member.userId;
  const childDepartments = new Set(
    departments
      .filter((department) => department.parentId === member.organizationId)
      .map((department) => department.dlId),
  );
  const users = active
    .filter((person) => {
      if (seen.has(person.userId)) return false;
      if (person.organizationId === member.organizationId) return true;
      return leads && person.managerFlag === '1' && childDepartments.has(person.organizationId);
    })
    .sort(byHeadThenName);
  return { managers, users };
}
