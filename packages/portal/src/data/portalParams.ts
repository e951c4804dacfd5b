import type { ApiClient } from '@maru/api';
import { atom, type createStore } from 'jotai';
import { activeLocale, i18n, type PortalLocale } from '../i18n';
import { sessionAtom } from '../session/sessionState';

/*
 * The params every page's data atoms read: the clients, the interface language and the
 * company. A data atom that reads one of them asks again when it changes (a company switch, a
 * language switch), so no page keys its own cache by them.
 */

/** The portal's two clients (see `PortalRuntime`), put in the store by the runtime. */
export interface PortalClients {
  /** With the status policy: pages call through it (`silent: true` when they show the error). */
  client: ApiClient;
  /** Without the policy: calls whose failure must not raise an alert. */
  authClient: ApiClient;
}

const clientsAtom = atom<PortalClients | null>(null);

/** The clients; reading them before the runtime put them in the store is a wiring mistake. */
export const portalClientsAtom = atom((get) => {
  const clients = get(clientsAtom);
  if (clients === null) throw new Error('portalClientsAtom: the runtime has not bound its store');
  return clients;
});

/** The interface language; answers with names (menus, departments) depend on it. */
export const localeAtom = atom<PortalLocale>(activeLocale());

/** The company the signed-in user works in now, or null before the session is ready. */
export const currentStudioIdAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'ready' ? session.user.currentStudioId : null;
});

/** Puts the clients in the store and keeps `localeAtom` on i18next's language; returns the unbind. */
export function bindPortalParams(store: ReturnType<typeof createStore>, clients: PortalClients): () => void {
  store.set(clientsAtom, clients);
  const follow = () => store.set(localeAtom, activeLocale());
  follow();
  i18n.on('languageChanged', follow);
  return () => i18n.off('languageChanged', follow);
}
