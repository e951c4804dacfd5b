export { Portlet } from './Portlet';
export type { HeadingLevel, PortletProps, PortletStatus } from './Portlet';
