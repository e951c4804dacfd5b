import { API_PREFIX } from './endpoint';

/** Whether a request path is an API call (`/api` or below), as opposed to the portal's pages. */
export function isApiPath(requestPath: string): boolean {
  return requestPath === API_PREFIX || requestPath.startsWith(`${API_PREFIX}/`);
}
