import { useMemo, type ReactNode } from 'react';
import { createApiClient } from '@maru/api';
import { useLocale } from '@maru/ui';
import { WidgetsProvider } from '../client/WidgetsProvider';

/**
 * Stories only: one client and one store per story, so a story never sees another story's
 * cached answers; the client meets MSW at `/api` and sends the toolbar's language, so the
 * mocks answer names in it. Shared by the people widgets' stories.
 */
export function StoryWidgets({ children, width = 380 }: { children: ReactNode; width?: number }) {
  const locale = useLocale();
  const client = useMemo(
    () => createApiClient({ baseUrl: '/api', getLang: () => locale }),
    [locale],
  );
  return (
    <div style={{ maxWidth: width }}>
      <WidgetsProvider client={client}>{children}</WidgetsProvider>
    </div>
  );
}
