import { catalogueText, loadErrorTexts } from '@maru/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createNavigationBridge } from './app/navigationBridge';
import { PortalProviders } from './app/PortalProviders';
import { preloadRoute } from './app/preloadRoute';
import { siteHosts } from './app/siteHosts';
import { restoreStoredLocale } from './i18n';
import { browserStorage, readStoredLocale } from './i18n/locale';
import { createPortalRuntime } from './app/runtime';
import { PortalRoutes } from './routes/PortalRoutes';
import { metaForPath, needsSession } from './routes/routeMatch';
import { redirectToMobileSite, windowMobileBrowser } from './session/mobileRedirect';

/** msg.mobile in the stored language: i18next is not loaded yet when the question comes. */
const storedLocale = readStoredLocale(browserStorage());
const desktopModeQuestion = () => catalogueText('error.mobileDesktopMode', storedLocale);

async function startPortal(container: HTMLElement): Promise<void> {
  // The policy navigates through the router, which renders inside the providers the runtime
  // feeds: the bridge lets the router connect its navigation once it has mounted.
  const navigation = createNavigationBridge();
  const runtime = createPortalRuntime({ navigate: navigation.navigate });

  // The stored language's catalogue first, so the first paint is already in that language.
  await restoreStoredLocale();
  // The session start's calls (in that language) go out before the first render, not after it:
  // the frame's own boot (`PortalFrame`, the same decision) then shares them. The page's module
  // (and home's widgets) follow as soon as they answer: started beside them, their download and
  // evaluation delayed the calls, and with them the profile card (the largest paint), on a slow
  // phone by about 0.4 s. A visitor on the way to the sign-in page needs no page module here.
  const { pathname } = window.location;
  const signedInPage = needsSession(metaForPath(pathname));
  void runtime.bootSession({ redirectIfAnonymous: signedInPage }).then((session) => {
    if (session.status === 'ready' || !signedInPage) void preloadRoute(pathname);
  });

  // History mode (spec 01 §2: all routes use history mode).
  createRoot(container).render(
    <StrictMode>
      <PortalProviders runtime={runtime}>
        <BrowserRouter>
          <PortalRoutes navigation={navigation} />
        </BrowserRouter>
      </PortalProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have <div id="root">');

// Korean is bundled; another stored language's error texts come first (a small chunk).
await loadErrorTexts(storedLocale).catch(() => undefined);

// Phones go to the mobile site before anything of the portal loads or calls the API
// (spec 01 §2); the portal starts only when the browser stays.
if (!redirectToMobileSite(windowMobileBrowser(), siteHosts.mobile, desktopModeQuestion)) {
  await startPortal(container);
}
