import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { usePortalRuntime } from '../app/RuntimeContext';
import { useActiveLocale } from '../i18n';
import { ProfileDialogHost } from '../profile';
import { usePortalNavigation } from '../navigation/usePortalNavigation';
import { sessionAtom } from '../session/sessionState';
import { currentAddress, signInAddress } from '../session/signInAddress';
import { PageLayout } from '../shell/layouts/PageLayout';
import { PaletteHost } from '../shell/palette/PaletteHost';
import { PanelText } from '../shell/panels';
import { needsSession } from './routeMatch';
import { routeMetaAtom } from './routeMetaAtom';
import { RouteTableContext } from './routePaths';
import { portalRoutes } from './routeTable';
import type { PortalRoute } from './routeTypes';
import { SessionErrorScreen, SessionLoadingScreen } from './SessionStatusScreen';
import { useRouteMeta } from './useRouteMeta';

/** Shown in the layout's main while the page's lazily loaded module arrives. */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <PanelText role="status" aria-live="polite">
      {t('page.loading')}
    </PanelText>
  );
}

/**
 * The root of every route: starts the session once, sets the document title, the layout and
 * the channel on each navigation (spec 01 §2), keeps session routes for signed-in users, and
 * opens a page only once its access check passed (side menu, access check and access log:
 * `usePortalNavigation`).
 */
export function PortalFrame({ routes = portalRoutes }: { routes?: readonly PortalRoute[] }) {
  const meta = useRouteMeta(routes);
  const runtime = usePortalRuntime();
  const session = useAtomValue(sessionAtom);
  const setRouteMeta = useSetAtom(routeMetaAtom);
  const location = useLocation();
  const locale = useActiveLocale();
  const { t } = useTranslation();
  const signedInPage = needsSession(meta);
  const pageAllowed = usePortalNavigation(meta);

  useEffect(() => {
    // Public pages do not send an anonymous visitor to the login redirect (it would loop).
    void runtime.bootSession({ redirectIfAnonymous: signedInPage });
    // Only the first route decides; later navigations reuse the booted session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime]);

  useEffect(() => {
    setRouteMeta(meta);
  }, [meta, setRouteMeta]);

  useEffect(() => {
    if (!meta) return;
    document.title = t('app.documentTitle', { page: t(meta.titleKey) });
  }, [meta, locale, t]);

  const layout = meta?.layout ?? 'public';
  const user = session.status === 'ready' ? session.user : null;

  if (signedInPage) {
    switch (session.status) {
      case 'loading':
        return <SessionLoadingScreen />;
      case 'error':
        return (
          <SessionErrorScreen
            onRetry={() => void runtime.startSession({ redirectIfAnonymous: true })}
          />
        );
      case 'anonymous':
        return <Navigate to={signInAddress(currentAddress(location))} replace />;
      case 'ready':
        break;
    }
  }

  return (
    <RouteTableContext.Provider value={routes}>
      <PageLayout layout={layout} user={user}>
        {/* Inside the layout, so the shell stays while a page's module arrives. */}
        <Suspense fallback={<PageLoading />}>{pageAllowed ? <Outlet /> : <PageLoading />}</Suspense>
        {/* The member profile dialog, opened from anywhere by `useOpenProfile` (spec 01 §2). */}
        {user ? <ProfileDialogHost /> : null}
      </PageLayout>
      {/*
        Ctrl/⌘+K (spec 01 §2) beside the layout, not in its top bar: some layouts load lazily,
        and the shortcut must listen from the first signed-in commit on.
      */}
      {user ? <PaletteHost /> : null}
    </RouteTableContext.Provider>
  );
}
