import type { CloudInfo, UserProfile } from '@maru/api';
import { siteHosts, siteUrl, type SiteHosts } from '../../app/siteHosts';
import type { ChannelId } from '../../routes/routeTypes';

/** The channels of the top bar (spec 01 §1), by their translation key. */
export type ChannelKey =
  | 'community'
  | 'approval'
  | 'hr'
  | 'finance'
  | 'collaboration'
  | 'evaluation'
  | 'payroll'
  | 'assets';

export interface Channel {
  id: ChannelId;
  key: ChannelKey;
  /** An internal path (routed client-side) or an absolute URL on one of the sites. */
  href: string;
  /** True when the channel is one of the portal's own routes. */
  internal: boolean;
}

/** The flags the channel rule reads; the session stores them on the user (spec 01 §6). */
export type ChannelUser = Pick<
  UserProfile,
  'hrUserAdminFlag' | 'isFinanceAdmin' | 'isGaPrivileged'
>;
export type ChannelCloud = Pick<CloudInfo, 'useGa' | 'useKanban' | 'usePerformance' | 'usePayroll'>;

/**
 * Approval, HR and finance sites have their own mobile redirect; `desktopMode=true` keeps them
 * on the desktop pages the portal links to (spec 01 §2).
 */
function desktop(url: string): string {
  const target = new URL(url);
  target.searchParams.set('desktopMode', 'true');
  return target.toString();
}

/**
 * Every channel in the spec's order with its link. Approval and finance live on the same site
 * (ea); finance is its `/finance` section.
 */
export function allChannels(hosts: SiteHosts = siteHosts): readonly Channel[] {
  const external = (id: ChannelId, key: ChannelKey, href: string): Channel => ({
    id,
    key,
    href,
    internal: false,
  });
  return [
    { id: 1, key: 'community', href: '/community', internal: true },
    external(2, 'approval', desktop(siteUrl('ea', '/', hosts))),
    external(3, 'hr', desktop(siteUrl('hr', '/', hosts))),
    external(4, 'finance', desktop(siteUrl('ea', '/finance', hosts))),
    external(5, 'collaboration', siteUrl('kanban', '/', hosts)),
    external(6, 'evaluation', siteUrl('performance', '/', hosts)),
    external(7, 'payroll', siteUrl('payroll', '/', hosts)),
    external(8, 'assets', siteUrl('ga', '/', hosts)),
  ];
}

/** Whether one channel is shown to this user in this tenant (spec 01 §6). */
function isVisible(key: ChannelKey, user: ChannelUser, cloud: ChannelCloud): boolean {
  switch (key) {
    case 'community':
    case 'approval':
      return true;
    case 'hr':
      return user.hrUserAdminFlag;
    case 'finance':
      return user.isFinanceAdmin;
    case 'collaboration':
      return cloud.useKanban;
    case 'evaluation':
      return cloud.usePerformance;
    case 'payroll':
      return cloud.usePayroll;
    case 'assets':
      return user.isGaPrivileged && cloud.useGa;
  }
}

/**
 * The channels the top bar shows, in order (spec 01 §6): community and approval always; HR for
 * HR admins; finance for finance admins; collaboration, evaluation and payroll when the tenant
 * uses kanban, performance and payroll; assets for privileged GA users when GA is in use.
 */
export function visibleChannels(
  user: ChannelUser,
  cloud: ChannelCloud,
  hosts: SiteHosts = siteHosts,
): readonly Channel[] {
  return allChannels(hosts).filter((channel) => isVisible(channel.key, user, cloud));
}

/** How a click on a channel opens it. */
export type ChannelOpenMode = 'same-tab' | 'new-tab' | 'new-window';

/** The modifier keys of a click. */
export type ChannelClick = Pick<MouseEvent, 'ctrlKey' | 'metaKey' | 'shiftKey'>;

/**
 * Spec 01 §2: Ctrl-click (Cmd-click on a Mac) opens a new tab, Shift-click a new window, a plain
 * click the same tab. Ctrl/Cmd wins over Shift, as in browsers.
 */
export function channelOpenMode(click: ChannelClick): ChannelOpenMode {
  if (click.ctrlKey || click.metaKey) return 'new-tab';
  if (click.shiftKey) return 'new-window';
  return 'same-tab';
}

/** What opening a channel needs from the browser and router; injected so it is testable. */
export interface ChannelOpeners {
  /** Client-side navigation (react-router). */
  navigate(path: string): void;
  /** Full-page navigation in this tab. */
  assign(url: string): void;
  /** `window.open`. */
  open(url: string, target: string, features: string): void;
}

/**
 * Opens a channel the way the click asks. New tabs and windows never get the portal as
 * `opener` (GUIDE §7); `popup` is what asks the browser for a window instead of a tab.
 */
export function openChannel(channel: Channel, mode: ChannelOpenMode, openers: ChannelOpeners) {
  switch (mode) {
    case 'new-tab':
      openers.open(channel.href, '_blank', 'noopener,noreferrer');
      return;
    case 'new-window':
      openers.open(channel.href, '_blank', 'popup,noopener,noreferrer');
      return;
    case 'same-tab':
      if (channel.internal) openers.navigate(channel.href);
      else openers.assign(channel.href);
  }
}
