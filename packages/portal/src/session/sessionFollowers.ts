import type { StudioItem, UnreadCounts } from '@maru/api';
import type { createStore } from 'jotai';
import {
  createNotificationPolling,
  type PageVisibility,
  type PollTimers,
} from './notificationPolling';
import { sessionAtom, type SessionUser } from './sessionState';
import { notificationCountsAtom, userStudiosAtom } from './shellSessionState';

type Store = ReturnType<typeof createStore>;

export interface SessionFollowerDeps {
  /** `GET /notification/msg/unreadCount`. */
  fetchCounts(signal: AbortSignal): Promise<UnreadCounts>;
  /** `GET /gw/common/org/userstudios`. */
  fetchStudios(signal: AbortSignal): Promise<readonly StudioItem[]>;
  timers: PollTimers;
  visibility: PageVisibility;
}

/**
 * What lives exactly as long as a signed-in user (spec 01 §4): the notification-count poll
 * and the user's companies. Both follow `sessionAtom`, so whatever ends the session (sign-out,
 * a 401 through the error policy, a new session start) also stops the poll and forgets the
 * counts and companies; nobody has to remember to stop them. Returns the unsubscribe.
 */
export function followSession(store: Store, deps: SessionFollowerDeps): () => void {
  const polling = createNotificationPolling({
    fetchCounts: deps.fetchCounts,
    onCounts: (counts) => store.set(notificationCountsAtom, counts),
    timers: deps.timers,
    visibility: deps.visibility,
  });
  let following: SessionUser | null = null;
  let studiosRequest: AbortController | null = null;

  const loadStudios = () => {
    const request = new AbortController();
    studiosRequest = request;
    deps.fetchStudios(request.signal).then(
      (studios) => {
        if (!request.signal.aborted) store.set(userStudiosAtom, studios);
      },
      // Without the list the company switch is simply not offered (spec 01 §6).
      () => {
        if (!request.signal.aborted) store.set(userStudiosAtom, []);
      },
    );
  };

  const end = () => {
    polling.stop();
    studiosRequest?.abort();
    studiosRequest = null;
    store.set(notificationCountsAtom, null);
    store.set(userStudiosAtom, []);
  };

  const update = () => {
    const session = store.get(sessionAtom);
    const user = session.status === 'ready' ? session.user : null;
    if (user === following) return;
    if (following) end();
    following = user;
    if (!user) return;
    polling.start();
    loadStudios();
  };

  const unsubscribe = store.sub(sessionAtom, update);
  update();
  return () => {
    unsubscribe();
    if (following) end();
    following = null;
  };
}
