export { UnusedLeaveNoticeRoute } from './UnusedLeaveNoticeRoute';
import { placeholderPage } from '../PlaceholderPage';

/*
 * Employee self-service pages (spec 02 §2). Their screens come in later issues; the attendance
 * widget already links to MyWorkHour, so the route is live and says plainly it is not ready.
 */
export const EssHomePage = placeholderPage('title.essHome');
export const MyInfoPage = placeholderPage('title.myInfo');
export const OffCalendarPage = placeholderPage('title.offCalendar');
export const MyApplicationStatusPage = placeholderPage('title.myApplicationStatus');
export const MyAssetsPage = placeholderPage('title.myAssets');
export const MyWorkStatusPage = placeholderPage('title.myWorkStatus');
export const MyWorkHourPage = placeholderPage('title.myWorkHour');
export const EmployeeInfoPage = placeholderPage('title.employeeInfo');
export const MssAssetsPage = placeholderPage('title.mssAssets');
export const EmployeeWorkHourPage = placeholderPage('title.employeeWorkHour');
export const EmployeeMonthlyWorkHourPage = placeholderPage('title.employeeMonthlyWorkHour');
export const EmployeeWorkStatusPage = placeholderPage('title.employeeWorkStatus');
export const MyAnnualPlanPage = placeholderPage('title.myAnnualPlan');
