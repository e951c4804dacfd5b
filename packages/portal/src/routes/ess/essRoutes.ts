import { areaRoutes } from '../areaRoutes';

/**
 * Employee self-service (spec 01 §2, spec 02 §2), in the fixed-aside layout with the ESS side
 * menu. `/ess` (my page, in every user's profile menu) is a base list and skips the access
 * check; the others are ESS menus, checked by URL. Paths keep the spec's spelling
 * (`/ess/EmployeeWorkStatus` with a capital E). react-router matches paths regardless of case,
 * so the spec's alias `/ess/myinfo` is this same `/ess/myInfo` row (same page, same title);
 * a second row for it would never be chosen.
 */
export const essRoutes = areaRoutes(
  () => import('./EssPages'),
  { layout: 'fixed-aside', menuArea: 'ess', accessCheck: 'url' },
  [
    { path: '/ess', titleKey: 'title.essHome', page: 'EssHomePage', accessCheck: 'skip' },
    { path: '/ess/myInfo', titleKey: 'title.myInfo', page: 'MyInfoPage' },
    { path: '/ess/offCalendar', titleKey: 'title.offCalendar', page: 'OffCalendarPage' },
    {
      path: '/ess/myApplicationStatus',
      titleKey: 'title.myApplicationStatus',
      page: 'MyApplicationStatusPage',
    },
    { path: '/ess/myAssets', titleKey: 'title.myAssets', page: 'MyAssetsPage' },
    { path: '/ess/myWorkStatus', titleKey: 'title.myWorkStatus', page: 'MyWorkStatusPage' },
    {
      path: '/ess/myWorkHour',
      name: 'MyWorkHour',
      titleKey: 'title.myWorkHour',
      page: 'MyWorkHourPage',
    },
    { path: '/ess/employeeInfo', titleKey: 'title.employeeInfo', page: 'EmployeeInfoPage' },
    { path: '/ess/mssAssets', titleKey: 'title.mssAssets', page: 'MssAssetsPage' },
    {
      path: '/ess/employeeWorkHour',
      titleKey: 'title.employeeWorkHour',
      page: 'EmployeeWorkHourPage',
    },
    {
      path: '/ess/employeeMonthlyWorkHour',
      titleKey: 'title.employeeMonthlyWorkHour',
      page: 'EmployeeMonthlyWorkHourPage',
    },
    {
      path: '/ess/EmployeeWorkStatus',
      titleKey: 'title.employeeWorkStatus',
      page: 'EmployeeWorkStatusPage',
    },
    { path: '/ess/myAnnualPlan', titleKey: 'title.myAnnualPlan', page: 'MyAnnualPlanPage' },
    // Path chosen by us (spec 02 §2 names the page, not its address): HR's notice mail links
    // here. Everyone may open their own notice; the server answers only the user's.
    {
      path: '/ess/unusedLeaveNotice',
      titleKey: 'title.unusedLeaveNotice',
      page: 'UnusedLeaveNoticeRoute',
      accessCheck: 'skip',
    },
  ],
);
