export { Portlet } from './Portlet';
export type {
  HeadingLevel,
  PortletCardProps,
  PortletCommonProps,
  PortletListProps,
  PortletProps,
  PortletStatus,
  PortletTab,
} from './Portlet';
export type { PortletFeedItemProps } from './PortletFeed';
export { usePortletFeed } from './usePortletFeed';
export type {
  LoadPortletPage,
  PortletFeed,
  PortletFeedOptions,
  PortletFeedStatus,
  PortletPage,
  PortletPageRequest,
} from './usePortletFeed';
export { FIRST_PORTLET_PAGE, nextPortletRequest, portletSetSize } from './portletPaging';
export type { PortletNextRequest, PortletPagingState } from './portletPaging';
export {
  PORTLET_HEADER_HEIGHT,
  PORTLET_HEIGHT,
  PORTLET_MAX_ROWS,
  PORTLET_TABS_HEIGHT,
  portletBodyHeight,
} from './portletLayout';
