/*
 * The public surface of @maru/widgets: the provider, the widgets, their props and the types
 * those props name, and nothing else. Atoms, calls, rules and catalogues are the widgets' own
 * (each family's index.ts is its internal API within this package): a product mounts a widget
 * inside <WidgetsProvider client={…}> and talks to it through props only, so those internals
 * can change without breaking it. docs/architecture.md "Public surfaces" says how to add to it.
 */

export { WidgetsProvider, createWidgetsStore } from './client';
export type { WidgetsProviderProps, WidgetsStore } from './client';

export { AttendanceWidget } from './attendance';
export type {
  AttendanceNavigationTarget,
  AttendanceWidgetProps,
  GeolocationSource,
} from './attendance';

export { WorkHoursWidget } from './workHours';
export type { WorkHoursWidgetProps } from './workHours';

export { PreviousDayWidget } from './previousDay';
export type { PreviousDayWidgetProps } from './previousDay';

// favouriteHref is the default of the `linkOf` prop, for a host that changes only some links.
export { FavouritesWidget, favouriteHref } from './favourites';
export type {
  FavouriteSiteHosts,
  FavouriteSiteLinkType,
  FavouritesWidgetProps,
} from './favourites';

export { AbsenteesWidget } from './absentees';
export type { AbsenteesNavigationTarget, AbsenteesWidgetProps } from './absentees';

export { EmployeeNewsWidget } from './employeeNews';
export type { EmployeeNewsWidgetProps } from './employeeNews';

export { ScheduleWidget } from './schedule';
export type { ScheduleProfile, ScheduleWidgetProps } from './schedule';

export {
  FavouritePostsWidget,
  HomeFeedWidget,
  MyActivityWidget,
  NoticeWidget,
  TimelineWidget,
} from './feed';
export type { AuthorPortletProps, FeedPortletProps } from './feed';

export { HomeBanners } from './banners';
export type { HomeBannersProps } from './banners';

export { NoticePopupsHost, UnusedLeaveNoticePage } from './notices';
export type { NoticePopupHostProps, UnusedLeaveNoticePageProps } from './notices';

export { PersonButton } from './PersonButton';
export type { PersonButtonProps } from './PersonButton';

// The loading recipe the widgets use, for a host's own pages (docs/architecture.md "Loading data").
export { remoteAtom, type Remote, type RemoteAtom } from './remote';
