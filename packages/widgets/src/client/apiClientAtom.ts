import { atom } from 'jotai';
import type { ApiClient } from '@maru/api';

/**
 * The API client every widget calls through. Products inject theirs with `WidgetsProvider`;
 * reading it before injection is a wiring mistake, so it fails loudly instead of guessing a URL.
 */
export const apiClientAtom = atom<ApiClient | null>(null);

/** The injected client; throws when `WidgetsProvider` (or a store with the client) is missing. */
export const requiredApiClientAtom = atom<ApiClient>((get) => {
  const client = get(apiClientAtom);
  if (client === null) {
    throw new Error(
      '@maru/widgets: no ApiClient; wrap the widgets in <WidgetsProvider client={…}>',
    );
  }
  return client;
});
