/** Where the API lives relative to the page (spec 01 §7: the prefix derives from the host). */
export const API_PATH_PREFIX = '/api';

/**
 * The API base for a page location: `${origin}/api`. Without a location (Node, workers
 * without one) it is the bare `/api`, which only works where relative URLs resolve.
 */
export function deriveApiBase(location?: { origin: string }): string {
  if (!location || !location.origin || location.origin === 'null') return API_PATH_PREFIX;
  return `${location.origin.replace(/\/+$/, '')}${API_PATH_PREFIX}`;
}
