import { useAtomValue } from 'jotai';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { usePortalRuntime } from '../../../app/RuntimeContext';
import { useActiveLocale } from '../../../i18n';
import { sessionAtom } from '../../../session/sessionState';
import { createOrgChartCalls } from './orgChartCalls';
import { createOrgChartStore, type OrgChartState, type OrgChartStore } from './orgChartStore';

const idle = { subscribe: () => () => undefined, getState: () => null };

/**
 * The chart's store for the signed-in user's current company in the interface language: a new
 * one (and a fresh load) when either changes, disposed on unmount. Created in an effect, so
 * StrictMode's second mount gets a live store rather than a disposed one.
 *
 * The calls are silent (see `createOrgChartCalls`): the chart shows its own error and retry
 * states (page and per department), so the host's alert would only say the same thing twice.
 */
export function useOrgChartStore(): { store: OrgChartStore | null; state: OrgChartState | null } {
  const runtime = usePortalRuntime();
  const locale = useActiveLocale();
  const session = useAtomValue(sessionAtom);
  const studioId = session.status === 'ready' ? session.user.currentStudioId : null;
  const [store, setStore] = useState<OrgChartStore | null>(null);

  useEffect(() => {
    if (studioId === null) return;
    const created = createOrgChartStore(createOrgChartCalls(runtime.client, { locale, studioId }));
    // The store is made by the effect that disposes it: made during render, StrictMode's second
    // mount would keep using a disposed one. One extra render when the company or language changes.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStore(created);
    void created.loadRoots();
    return () => created.dispose();
  }, [runtime, locale, studioId]);

  const source = store ?? idle;
  const state = useSyncExternalStore(source.subscribe, source.getState);
  return { store, state };
}
