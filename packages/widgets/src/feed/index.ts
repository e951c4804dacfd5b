export { HomeFeedWidget } from './HomeFeedWidget';
export { MyActivityWidget } from './MyActivityWidget';
export type { MyActivityTab } from './MyActivityWidget';
export { FavouritePostsWidget, NoticeWidget } from './PostListWidgets';
export { TimelineWidget } from './TimelineWidget';
export type { AuthorPortletProps, FeedPortletProps } from './props';
export { feedItemHref, listDateStyle, toPortletPage, visibleFeedTabs } from './rules';
export type { ListDateStyle } from './rules';
export { feedConfigData } from './atoms';
export {
  fetchFeedConfig,
  fetchFeedPage,
  fetchMyComments,
  fetchPostPage,
  fetchTimeline,
} from './api';
export type { ListRequest } from './api';
export { feedCatalogue } from './catalogue';
