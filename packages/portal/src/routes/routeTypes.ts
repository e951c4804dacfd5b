import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n';

/**
 * Page layouts (spec 01 §2): `home` (shell, left aside, main, right banner widgets),
 * `fixed-aside` (shell, left menu tree with a collapse button, main; banner only on community
 * pages), `content-centered` (shell and a centred main), `search` (shell, search aside, search
 * header, result view), `public` (brand bar and a centred main, for pages that work signed
 * out), `pure` (the route's view only).
 */
export type RouteLayout =
  'home' | 'fixed-aside' | 'content-centered' | 'search' | 'public' | 'pure';

/**
 * Top-bar channels (spec 01 §1): 1 community, 2 approval, 3 HR, 4 finance, 5 collaboration,
 * 6 evaluation, 7 payroll, 8 assets. The portal's own pages belong to community (1).
 */
export type ChannelId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The side-menu area a route belongs to; crossing areas reloads the side menu (spec 01 §2). */
export type MenuArea = 'community' | 'ess' | 'admin';

/** `session` routes need a signed-in user; `public` ones work signed out (sign-in, logout, 404). */
export type RouteAccess = 'session' | 'public';

/** The route names the spec refers to (widgets navigate by name, e.g. `MyWorkHour`). */
export type RouteName = 'Home' | 'MyWorkHour' | 'Community' | 'search';

/**
 * How a route's access is checked on navigation (spec 01 §4): `skip` for Home and base-list
 * routes, `menuId` for routes with a `:menuId` parameter (menu events with checkEvent=R),
 * `url` for the others (menu events by URL). Public routes are never checked.
 */
export type AccessCheck = 'skip' | 'menuId' | 'url';

/** What a lazily loaded route module gives the router. */
export interface LoadedRoute {
  Component: ComponentType;
}

/** One row of the route table; each area under `src/routes/<area>/` contributes its slice. */
export interface PortalRoute {
  path: string;
  name?: RouteName;
  /** The page title key; the document title becomes "<title> | Maru". */
  titleKey: MessageKey;
  layout: RouteLayout;
  channel: ChannelId | null;
  menuArea: MenuArea | null;
  access: RouteAccess;
  accessCheck: AccessCheck;
  /** Loads the route's page on first visit, so only the home route is in the first load. */
  load: () => Promise<LoadedRoute>;
}

/** A route's row without its loader: what the frame and the shell follow (`metaForPath`). */
export type RouteMeta = Omit<PortalRoute, 'load'>;
