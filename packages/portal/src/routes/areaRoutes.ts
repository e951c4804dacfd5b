import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n';
import type { AccessCheck, MenuArea, PortalRoute, RouteLayout, RouteName } from './routeTypes';

/** The export names of a page module that are components (what a row may show). */
type PageName<Module> = {
  [Name in keyof Module]: Module[Name] extends ComponentType ? Name : never;
}[keyof Module];

/** What the rows of one signed-in area have in common. */
export interface AreaDefaults {
  layout: RouteLayout;
  menuArea: MenuArea | null;
  accessCheck: AccessCheck;
}

/** One row of an area: its own path, title and page; it may override the area's defaults. */
export interface AreaRow<Module> extends Partial<AreaDefaults> {
  path: string;
  name?: RouteName;
  titleKey: MessageKey;
  page: PageName<Module>;
}

/**
 * The slice of a signed-in area (spec 01 §2): the portal's own pages (channel 1) behind the
 * session, all loading from the area's one page module on first visit. The importer is the
 * only reference to the module, so the route table never pulls a page into the first load.
 */
export function areaRoutes<Module>(
  importPages: () => Promise<Module>,
  defaults: AreaDefaults,
  rows: readonly AreaRow<Module>[],
): PortalRoute[] {
  return rows.map((row) => ({
    path: row.path,
    ...(row.name ? { name: row.name } : {}),
    titleKey: row.titleKey,
    layout: row.layout ?? defaults.layout,
    channel: 1,
    menuArea: row.menuArea === undefined ? defaults.menuArea : row.menuArea,
    access: 'session',
    accessCheck: row.accessCheck ?? defaults.accessCheck,
    load: () => importPages().then((module) => ({ Component: module[row.page] as ComponentType })),
  }));
}
