/** Shows a message and resolves when it was dismissed. */
export type AlertFn = (message: string) => Promise<void>;

/**
 * The error policy runs outside React (in the API client's `onError`), but the alert box lives
 * in the ui's MessageBoxHost. A component inside MaruProvider connects `useMessageBox().alert`
 * here; until it has mounted, the browser's own alert keeps the message from being lost.
 */
export interface AlertBridge {
  alert: AlertFn;
  /** Connects the box; returns the disconnect to call on unmount. */
  connect(alert: AlertFn): () => void;
}

export function createAlertBridge(fallback: AlertFn = browserAlert): AlertBridge {
  let connected: AlertFn | null = null;
  return {
    alert: (message) => (connected ?? fallback)(message),
    connect(alert) {
      connected = alert;
      return () => {
        if (connected === alert) connected = null;
      };
    },
  };
}

async function browserAlert(message: string): Promise<void> {
  if (typeof window !== 'undefined') window.alert(message);
}
