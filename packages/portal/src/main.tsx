import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { PortalProviders } from './app/PortalProviders';
import { restoreStoredLocale } from './i18n';
import { createPortalRuntime } from './app/runtime';
import { createPortalRouter } from './routes/createPortalRouter';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have <div id="root">');

// The policy navigates through the router, which needs the providers the runtime feeds:
// bind navigation late so either can be created first.
let router: ReturnType<typeof createPortalRouter> | null = null;
const runtime = createPortalRuntime({
  navigate: (path) => void router?.navigate(path),
});
router = createPortalRouter();

// The stored language's catalogue first, so the first paint is already in that language.
await restoreStoredLocale();

createRoot(container).render(
  <StrictMode>
    <PortalProviders runtime={runtime}>
      <RouterProvider router={router} />
    </PortalProviders>
  </StrictMode>,
);
