// A product outside the workspace: what the README tells another team to write. It mounts a
// connected widget with the providers it needs, and answers its calls with the package's MSW
// handlers (there is no Maru server behind this page).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupWorker } from 'msw/browser';
import { createApiClient } from '@maru/api';
import { DEFAULT_MOCK_NOW, absenteeHandlers } from '@maru/api/mocks';
import { MaruProvider } from '@maru/ui';
import { AbsenteesWidget, WidgetsProvider } from '@maru/widgets';

const client = createApiClient({ baseUrl: '/api' });
const root = document.getElementById('root');
if (!root) throw new Error('no #root');

void setupWorker(...absenteeHandlers())
  .start({ quiet: true, onUnhandledRequest: 'error' })
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <MaruProvider locale="ko">
          <WidgetsProvider client={client}>
            <AbsenteesWidget now={new Date(DEFAULT_MOCK_NOW * 1000)} />
          </WidgetsProvider>
        </MaruProvider>
      </StrictMode>,
    );
  });
