import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ToastRegion } from './Toast';
import type { ToastData, ToastTone } from './Toast';

/** Per-toast options. */
export interface ToastOptions {
  /** Milliseconds before it closes itself (5000 by default); `Infinity` keeps it. */
  duration?: number;
}

/** Imperative toast API. */
export interface ToastApi {
  success(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the toasts raised through `useToast()` and draws them in one region. */
export function ToastHost({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ToastData[]>([]);
  const nextId = useRef(1);

  const show = useCallback((tone: ToastTone, message: string, options?: ToastOptions) => {
    // A counter, not a random id: ids must be deterministic for tests and screenshots.
    const id = `maru-toast-${nextId.current}`;
    nextId.current += 1;
    setToasts((current) => [...current, { id, tone, message, duration: options?.duration }]);
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** `success`, `error` and `info` toasts; needs a MaruProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <MaruProvider> above it.');
  return api;
}
