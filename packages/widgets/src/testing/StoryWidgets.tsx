import { useState, type ReactNode } from 'react';
import { createApiClient } from '@maru/api';
import type { Locale } from '@maru/ui';
import { WidgetsProvider } from '../client/WidgetsProvider';

/**
 * One API client and one jotai store per story, so a story never sees another story's cached
 * answers. With `lang` the client asks in that language (the `Lang` header), so data the
 * server names per locale (boards, banners) follows the story's locale.
 */
export function StoryWidgets({ children, lang }: { children: ReactNode; lang?: Locale }) {
  const [client] = useState(() =>
    createApiClient({ baseUrl: '/api', ...(lang ? { getLang: () => lang } : {}) }),
  );
  return <WidgetsProvider client={client}>{children}</WidgetsProvider>;
}
