import { isApiError, type MenuEventCode } from '@maru/api';
import type { RouteEvents } from './navigationState';
import { routeEventsFrom, type AccessRequest } from './routeAccess';

/**
 * The verdict of a route's access check: allowed with its events, or denied. A failed call
 * denies too (the page never opens without an answer), except a 401, which means the session
 * ended: the frame then goes to sign-in instead of showing msg.403.
 */
export type AccessVerdict =
  { allowed: true; events: RouteEvents } | { allowed: false; reason: 'forbidden' | 'signedOut' };

export type AskedRequest = Exclude<AccessRequest, { kind: 'skip' }>;

export interface AccessChecker {
  /** The session's answer for this request, if it was asked before (Back never asks again). */
  cached(request: AskedRequest): AccessVerdict | undefined;
  /** Asks the server; a second caller while the first waits shares the same request. */
  check(request: AskedRequest): Promise<AccessVerdict>;
  /** Forgets every answer (the session ended; the next user has other permissions). */
  reset(): void;
}

interface Outcome {
  verdict: AccessVerdict;
  /** False when the call failed: the verdict is a denial by default, not the server's word. */
  answered: boolean;
}

export function createAccessChecker(
  fetchEvents: (request: AskedRequest) => Promise<readonly MenuEventCode[]>,
): AccessChecker {
  let answers = new Map<string, AccessVerdict>();
  let asking = new Map<string, Promise<AccessVerdict>>();

  const ask = async (request: AskedRequest): Promise<Outcome> => {
    try {
      const events = routeEventsFrom(await fetchEvents(request));
      const verdict: AccessVerdict = events
        ? { allowed: true, events }
        : { allowed: false, reason: 'forbidden' };
      return { verdict, answered: true };
    } catch (error) {
      const reason = isApiError(error) && error.status === 401 ? 'signedOut' : 'forbidden';
      return { verdict: { allowed: false, reason }, answered: false };
    }
  };

  return {
    cached: (request) => answers.get(request.key),
    check(request) {
      const waiting = asking.get(request.key);
      if (waiting) return waiting;
      // A reset while this call waits must not let its answer into the next session's cache.
      const session = { answers, asking };
      const pending = ask(request).then(({ verdict, answered }) => {
        session.asking.delete(request.key);
        if (answered) session.answers.set(request.key, verdict);
        return verdict;
      });
      asking.set(request.key, pending);
      return pending;
    },
    reset() {
      answers = new Map();
      asking = new Map();
    },
  };
}
