import { MaruProvider, useMessageBox } from '@maru/ui';
import { WidgetsProvider } from '@maru/widgets';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, useActiveLocale } from '../i18n';
import type { AlertBridge } from '../session/alertBridge';
import { RuntimeContext } from './RuntimeContext';
import type { PortalRuntime } from './runtime';

/** Lets the error policy (outside React) show its messages in the ui's alert box. */
function AlertBridgeConnector({ bridge }: { bridge: AlertBridge }) {
  const { alert } = useMessageBox();
  useEffect(() => bridge.connect((message) => alert({ message })), [alert, bridge]);
  return null;
}

function LocalisedProviders({ runtime, children }: PortalProvidersProps) {
  // The ui components and the API's Lang header follow the same language as i18next.
  const locale = useActiveLocale();
  return (
    <MaruProvider locale={locale}>
      <AlertBridgeConnector bridge={runtime.alertBridge} />
      <WidgetsProvider client={runtime.client} store={runtime.store}>
        {children}
      </WidgetsProvider>
    </MaruProvider>
  );
}

export interface PortalProvidersProps {
  runtime: PortalRuntime;
  children?: ReactNode;
}

/** i18next, the runtime, the shared jotai store, the ui provider and the widgets' client. */
export function PortalProviders({ runtime, children }: PortalProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <RuntimeContext.Provider value={runtime}>
        <JotaiProvider store={runtime.store}>
          <LocalisedProviders runtime={runtime}>{children}</LocalisedProviders>
        </JotaiProvider>
      </RuntimeContext.Provider>
    </I18nextProvider>
  );
}
