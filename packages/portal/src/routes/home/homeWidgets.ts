/**
 * The home widgets, loaded right after the page frame (see `lazyModule`): one chunk, so the
 * code they share with each other is fetched once.
 */
export {
  AbsenteesWidget,
  AttendanceWidget,
  EmployeeNewsWidget,
  FavouritePostsWidget,
  FavouritesWidget,
  HomeBanners,
  HomeFeedWidget,
  MyActivityWidget,
  NoticePopupsHost,
  NoticeWidget,
  PreviousDayWidget,
  ScheduleWidget,
  TimelineWidget,
  WorkHoursWidget,
} from '@maru/widgets';
