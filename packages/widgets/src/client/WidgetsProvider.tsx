import { useEffect, useState, type ReactNode } from 'react';
import { Provider, useSetAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ApiClient } from '@maru/api';
import { apiClientAtom } from './apiClientAtom';
import { createWidgetsStore, type WidgetsStore } from './widgetsStore';

export interface WidgetsProviderProps {
  /** The API client the widgets call, e.g. `createApiClient()` from `@maru/api`. */
  client: ApiClient;
  /**
   * A jotai store to share with the host app (`createWidgetsStore()`); by default the provider
   * makes its own.
   */
  store?: WidgetsStore;
  children?: ReactNode;
}

function ClientHydrator({ client, children }: { client: ApiClient; children?: ReactNode }) {
  // Hydrating (not an effect) so the very first read of a widget atom already sees the client.
  useHydrateAtoms(new Map([[apiClientAtom, client]]));
  const setClient = useSetAtom(apiClientAtom);
  useEffect(() => setClient(client), [client, setClient]);
  return children;
}

/** Gives the widgets below it their jotai store and the injected API client. */
export function WidgetsProvider({ client, store, children }: WidgetsProviderProps) {
  const [ownStore] = useState(createWidgetsStore);
  return (
    <Provider store={store ?? ownStore}>
      <ClientHydrator client={client}>{children}</ClientHydrator>
    </Provider>
  );
}
