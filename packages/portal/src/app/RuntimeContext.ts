import { createContext, useContext } from 'react';
import type { PortalRuntime } from './runtime';

export const RuntimeContext = createContext<PortalRuntime | null>(null);

/** The portal runtime (clients, store, session start); needs `PortalProviders` above. */
export function usePortalRuntime(): PortalRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('usePortalRuntime needs <PortalProviders> above it');
  return runtime;
}
