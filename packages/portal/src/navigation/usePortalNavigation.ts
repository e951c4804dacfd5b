import { errorText } from '@maru/api';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePortalRuntime } from '../app/RuntimeContext';
import { activeLocale, useActiveLocale } from '../i18n';
import type { RouteMeta } from '../routes/routeTypes';
import { sessionAtom } from '../session/sessionState';
import type { AccessVerdict } from './accessChecker';
import { navigationServices } from './navigationServices';
import { routeEventsAtom } from './navigationState';
import { accessRequestFor, type AccessRequest } from './routeAccess';
import { sideMenuTarget } from './sideMenuTarget';

const NOT_ASKED: AccessRequest = { kind: 'skip', key: 'skip' };

/**
 * What every navigation inside a signed-in session does besides title and layout (spec 01 §2,
 * §4; spec 02 §2, §6): follows the side menu across areas, runs the route's access check and
 * records the menu access once the page may open. Returns whether the page may render now;
 * until its check passed the frame shows the loading status, so forbidden content never
 * flashes.
 */
export function usePortalNavigation(meta: RouteMeta | null): boolean {
  const runtime = usePortalRuntime();
  const services = navigationServices(runtime);
  const signedIn = useAtomValue(sessionAtom).status === 'ready';
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const locale = useActiveLocale();
  const setRouteEvents = useSetAtom(routeEventsAtom);

  // The next user has other menus and permissions: nothing of this session may carry over.
  useEffect(() => {
    if (signedIn) return;
    services.sideMenu.clear();
    services.access.reset();
    services.accessLog.reset();
  }, [signedIn, services]);

  const target = useMemo(() => sideMenuTarget(pathname, meta?.menuArea ?? null), [pathname, meta]);
  const targetName = target.kind === 'area' ? target.area : target.kind;
  useEffect(() => {
    if (signedIn) services.sideMenu.follow(target, locale);
    // `targetName` stands for `target`: a new path in the same area is not a new target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, targetName, locale, services]);

  // Asked only in a ready session: without one the frame shows the session screens instead.
  const request = useMemo(
    () => (signedIn ? accessRequestFor(meta, pathname) : NOT_ASKED),
    [signedIn, meta, pathname],
  );
  // The page stays open while the question stays the same (a new query string, Back within
  // the page), so a navigation that does not change the answer never remounts the page.
  const gate = request.key;
  const [passedGate, setPassedGate] = useState<string | null>(null);
  const deniedNavigation = useRef<string | null>(null);

  // A layout effect: a skipped or cached check opens the page before the browser paints.
  useLayoutEffect(() => {
    const apply = (verdict: AccessVerdict) => {
      if (verdict.allowed) {
        setRouteEvents(verdict.events);
        setPassedGate(gate);
        return;
      }
      setRouteEvents(null);
      // StrictMode repeats effects; the user must see the alert once per navigation.
      const navigation = `${key} ${gate}`;
      if (deniedNavigation.current === navigation) return;
      deniedNavigation.current = navigation;
      if (verdict.reason === 'signedOut') {
        // The session ended while navigating: the frame sends the user to sign in.
        runtime.clearSession();
        return;
      }
      const message = errorText({ message: null, messageKey: 'error.forbidden' }, activeLocale());
      void runtime.alertBridge.alert(message);
      void navigate('/', { replace: true });
    };

    if (request.kind === 'skip') {
      setRouteEvents(null);
      return;
    }
    const cached = services.access.cached(request);
    if (cached) return apply(cached);
    let current = true;
    void services.access.check(request).then((verdict) => {
      if (current) apply(verdict);
    });
    return () => {
      current = false;
    };
  }, [key, gate, request, navigate, runtime, services, setRouteEvents]);

  // A page without a check opens at once; the others once their check passed.
  const pageAllowed = request.kind === 'skip' || passedGate === gate;

  useEffect(() => {
    if (signedIn && pageAllowed && meta?.access === 'session') {
      services.accessLog.record(key, pathname);
    }
  }, [signedIn, pageAllowed, meta, key, pathname, services]);

  return pageAllowed;
}
