import type { HttpHandler } from 'msw';
import { commuteHandlers, type CommuteMockOptions } from './commute';
import { createMockSession } from './mockSession';
import { sessionHandlers, type SessionMockOptions } from './session';
import { shellHandlers, type ShellMockOptions } from './shell';

export { sessionHandlers } from './session';
export type { SessionMockOptions } from './session';
export { shellHandlers } from './shell';
export type { ShellMockOptions } from './shell';
export { createMockSession } from './mockSession';
export type { MockSession } from './mockSession';
export { commuteHandlers, DEFAULT_MOCK_NOW } from './commute';
export type { CommuteMockOptions, CommuteScenario } from './commute';
export { errorHandler, networkErrorHandler, delayedHandler, loadingHandler } from './helpers';
export type { DelayedHandlerOptions } from './helpers';
export { endpointHandler, mockPath, requestLocale, DEFAULT_MOCK_BASE } from './endpointUrl';
export type { MockBaseOptions } from './endpointUrl';
export { metaErrorBody, validationErrorBody } from './errorBodies';

export interface MockOptions {
  base?: string;
  session?: Omit<SessionMockOptions, 'base' | 'session'>;
  shell?: Omit<ShellMockOptions, 'base' | 'session'>;
  commute?: Omit<CommuteMockOptions, 'base'>;
}

/**
 * Session, shell and commute handlers with fresh state, under `base` (default `/api`). The
 * session and shell handlers share one signed-in user, so signing in or switching company
 * changes what every call answers.
 */
export function createHandlers(options: MockOptions = {}): HttpHandler[] {
  const base = options.base === undefined ? {} : { base: options.base };
  const session = createMockSession(options.session?.userId);
  return [
    ...sessionHandlers({ ...options.session, ...base, session }),
    ...shellHandlers({ ...options.shell, ...base, session }),
    ...commuteHandlers({ ...options.commute, ...base }),
  ];
}

/**
 * Default handlers: the `minjun.kim` session and a day not started yet. The commute state is
 * shared by everyone using this array; call `createHandlers()` for a fresh one per story.
 */
export const handlers: HttpHandler[] = createHandlers();
