import {
  Suspense,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { LoadFailureBoundary } from '../internal/LoadFailureBoundary';
import { lazyModule } from '../internal/lazyWithRetry';
import { preloadWhenIdle } from '../internal/preloadWhenIdle';
import type { ToastData, ToastTone } from './Toast';
import { ToastAnnouncer } from './ToastAnnouncer';

/**
 * The visible toasts (with react-aria's hover and focus-within hooks) load apart from the
 * first load: every page mounts the host, few raise a toast before the browser is idle. The
 * live regions that announce them are always there (`ToastAnnouncer`).
 */
const toastChunk = lazyModule(() => import('./Toast'));
const LazyToastRegion = toastChunk.component('ToastRegion');

/** Per-toast options. */
export interface ToastOptions {
  /** Milliseconds before it closes itself (5000 by default); `Infinity` keeps it. */
  duration?: number;
}

/** Imperative toast API. */
export interface ToastApi {
  /** Shows a success toast, announced politely. */
  success(message: string, options?: ToastOptions): void;
  /** Shows an error toast, announced assertively (it interrupts the screen reader). */
  error(message: string, options?: ToastOptions): void;
  /** Shows an informational toast, announced politely. */
  info(message: string, options?: ToastOptions): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Props of the toast host. */
export interface ToastHostProps {
  /** The screen; `useToast()` works anywhere inside it. */
  children?: ReactNode;
}

/**
 * Holds the toasts raised through `useToast()`, draws them in one region and announces them
 * through live regions that are always present. MaruProvider renders it.
 */
export function ToastHost({ children }: ToastHostProps) {
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

  // The toasts' code could not be loaded (offline, deployment replaced): they were announced,
  // and nothing could close them, so they go; the next toast loads again.
  const dropAll = useCallback(() => setToasts([]), []);

  useEffect(() => preloadWhenIdle(toastChunk.preload), []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastAnnouncer toasts={toasts} />
      {toasts.length > 0 && (
        <LoadFailureBoundary key={toasts[0]?.id} onLoadError={dropAll}>
          <Suspense fallback={null}>
            <LazyToastRegion toasts={toasts} onDismiss={dismiss} />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </ToastContext.Provider>
  );
}

/** `success`, `error` and `info` toasts; needs a MaruProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <MaruProvider> above it.');
  return api;
}
