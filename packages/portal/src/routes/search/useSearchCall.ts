import { useEffect, useState } from 'react';
import { useActiveLocale } from '../../i18n';

/** Where one search call stands; `idle` when the state asks nothing of it. */
export type SearchCallState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

interface Settled<T> {
  key: string;
  state: SearchCallState<T>;
}

/**
 * Runs one search call for a request (null: none) and answers its state. A new request, a new
 * language or `retry` runs it again and aborts the one in flight, so a late answer for an old
 * keyword never replaces a newer one. The client's error policy alerts failures itself; the
 * page shows the error state with a retry.
 */
export function useSearchCall<Request, T>(
  request: Request | null,
  call: (request: Request, signal: AbortSignal) => Promise<T>,
): { state: SearchCallState<T>; retry: () => void } {
  const locale = useActiveLocale();
  const [attempt, setAttempt] = useState(0);
  const key = request === null ? null : `${locale}:${attempt}:${JSON.stringify(request)}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (request === null || key === null) return;
    const controller = new AbortController();
    call(request, controller.signal).then(
      (data) => setSettled({ key, state: { status: 'ready', data } }),
      () => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'error' } });
      },
    );
    return () => controller.abort();
    // `call` is fixed per call site; the key says when the request changed.
  }, [key]);

  const state: SearchCallState<T> =
    key === null
      ? { status: 'idle' }
      : settled?.key === key
        ? settled.state
        : { status: 'loading' };
  return { state, retry: () => setAttempt((value) => value + 1) };
}
