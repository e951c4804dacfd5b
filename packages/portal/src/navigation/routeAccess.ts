import type { MenuEventCode } from '@maru/api';
import { matchPath } from 'react-router-dom';
import type { RouteMeta } from '../routes/routeTypes';
import type { RouteEvents } from './navigationState';

/**
 * The permission question a route asks on navigation (spec 01 §4, spec 02 §6): routes with a
 * `:menuId` parameter ask by menu id, the others by URL; Home, base-list routes (`skip`) and
 * public routes ask nothing. `key` names the answer in the session's cache.
 */
export type AccessRequest =
  | { kind: 'skip'; key: 'skip' }
  | { kind: 'menuId'; menuId: string; key: string }
  | { kind: 'url'; url: string; key: string };

const SKIP: AccessRequest = { kind: 'skip', key: 'skip' };

export function accessRequestFor(meta: RouteMeta | null, pathname: string): AccessRequest {
  if (!meta || meta.access === 'public') return SKIP;
  switch (meta.accessCheck) {
    case 'skip':
      return SKIP;
    case 'menuId': {
      // A missing parameter still asks (and is refused by the contract): never skip by accident.
      const menuId = matchPath(meta.path, pathname)?.params.menuId ?? '';
      return { kind: 'menuId', menuId, key: `menuId:${menuId}` };
    }
    case 'url':
      return { kind: 'url', url: pathname, key: `url:${pathname}` };
  }
}

const NO_EVENTS: Record<MenuEventCode, boolean> = { R: false, C: false, S: false, A: false };

/** The events as flags, or null for an empty list (no permission: msg.403 and back to `/`). */
export function routeEventsFrom(codes: readonly MenuEventCode[]): RouteEvents | null {
  if (codes.length === 0) return null;
  const flags = { ...NO_EVENTS };
  for (const code of codes) flags[code] = true;
  return flags;
}
