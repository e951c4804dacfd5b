import type { HttpHandler } from 'msw';
import { commuteHandlers, type CommuteMockOptions } from './commute';
import { sessionHandlers, type SessionMockOptions } from './session';

export { sessionHandlers } from './session';
export type { SessionMockOptions } from './session';
export { commuteHandlers, DEFAULT_MOCK_NOW } from './commute';
export type { CommuteMockOptions, CommuteScenario } from './commute';
export { errorHandler, networkErrorHandler, delayedHandler, loadingHandler } from './helpers';
export type { DelayedHandlerOptions } from './helpers';
export { endpointHandler, mockPath, requestLocale, DEFAULT_MOCK_BASE } from './endpointUrl';
export type { MockBaseOptions } from './endpointUrl';
export { metaErrorBody, validationErrorBody } from './errorBodies';

export interface MockOptions {
  base?: string;
  session?: Omit<SessionMockOptions, 'base'>;
  commute?: Omit<CommuteMockOptions, 'base'>;
}

/** Session plus commute handlers with fresh state, under `base` (default `/api`). */
export function createHandlers(options: MockOptions = {}): HttpHandler[] {
  const base = options.base === undefined ? {} : { base: options.base };
  return [
    ...sessionHandlers({ ...options.session, ...base }),
    ...commuteHandlers({ ...options.commute, ...base }),
  ];
}

/**
 * Default handlers: the `minjun.kim` session and a day not started yet. The commute state is
 * shared by everyone using this array; call `createHandlers()` for a fresh one per story.
 */
export const handlers: HttpHandler[] = createHandlers();
