import { useMatches } from 'react-router-dom';
import type { RouteMeta } from './routeTypes';

function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'titleKey' in value && 'layout' in value;
}

/** The metadata of the deepest matched route of the portal's table. */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return null;
}
