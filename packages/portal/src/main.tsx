import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createNavigationBridge } from './app/navigationBridge';
import { PortalProviders } from './app/PortalProviders';
import { restoreStoredLocale } from './i18n';
import { createPortalRuntime } from './app/runtime';
import { PortalRoutes } from './routes/PortalRoutes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have <div id="root">');

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
