export type { Department, Employee, EmployeeSubDepartment, Studio } from './organisation';
export { isActiveEmployee, memberStudioIds, sharesCompany } from './organisation';
export { departmentNameOf, orgNameOf, studioNameOf } from './orgNames';
export type { OrgNames } from './orgNames';
export { profileOf, profilePostsOf } from './profile';
export type {
  CompanyNameOf,
  DepartmentNameOf,
  ProfileContext,
  ProfileNames,
  ProfilePosts,
} from './profile';
export { memberListRowOf, memberProfileOf, memberRelationsOf } from './memberProfile';
export type { MemberChatLinks, MemberProfileContext } from './memberProfile';
export { memberSeenBy, relationPostOf } from './sharedPosts';
export type { PostViewer } from './sharedPosts';
export { absenteeEntryFor, compareAbsentees, personNames } from './people';
export type { PersonCard } from './people';
export {
  employeeNewsItemFor,
  newsOccurrences,
  newsWindow,
  NEWS_COLOURS,
  NEWS_DAYS_AFTER,
  NEWS_DAYS_BEFORE,
} from './employeeNews';
export type { EmployeeEvent, EmployeeFacts, NewsOccurrence } from './employeeNews';
export { defaultCommuteSettings } from './commute';
export { calendarLinksFor } from './calendarLinks';
export type { CalendarLink } from './calendarLinks';
export { favouriteCandidates, flattenMenus } from './menus';
export { otherSystemEntryOf } from './commandMenus';
export type { OtherSystemMenu } from './commandMenus';
export { directoryCategoryName } from './directory';
export type { NoticeKind } from './notices';
