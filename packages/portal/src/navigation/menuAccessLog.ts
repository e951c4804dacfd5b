/**
 * Records each navigation once in the menu access log (spec 01 §2: `POST /common/menus/access`
 * with the system and the path). A navigation is named by the router's location key, so
 * re-renders, StrictMode's repeated effects and language changes do not record it again,
 * while Back to an earlier page (another key than the page just left) does.
 */
export interface MenuAccessLog {
  record(navigationKey: string, pathname: string): void;
  /** Forgets the last navigation (a new session starts its own log). */
  reset(): void;
}

export function createMenuAccessLog(post: (pathname: string) => Promise<unknown>): MenuAccessLog {
  let last: string | null = null;
  return {
    record(navigationKey, pathname) {
      const navigation = `${navigationKey} ${pathname}`;
      if (navigation === last) return;
      last = navigation;
      // Fire and forget: the log never holds up or interrupts the page.
      post(pathname).catch(() => undefined);
    },
    reset() {
      last = null;
    },
  };
}
