import { catalogueText, loadErrorTexts } from '@maru/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createNavigationBridge } from './app/navigationBridge';
import { PortalProviders } from './app/PortalProviders';
import { siteHosts } from './app/siteHosts';
import { restoreStoredLocale } from './i18n';
import { browserStorage, readStoredLocale } from './i18n/locale';
import { createPortalRuntime } from './app/runtime';
import { PortalRoutes } from './routes/PortalRoutes';
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
