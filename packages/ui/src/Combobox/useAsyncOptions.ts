import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListOption } from '../Select/options';
import { debounce } from '../internal/debounce';

/** Loads the options for a query; must stop work (and may reject) when `signal` aborts. */
export type LoadOptions<Option extends ListOption = ListOption> = (
  query: string,
  context: { signal: AbortSignal },
) => Promise<readonly Option[]>;

/** idle: nothing asked yet; loading: waiting for the debounce or the answer. */
export type AsyncStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface AsyncOptionsState<Option extends ListOption> {
  status: AsyncStatus;
  options: readonly Option[];
  /** Asks for the options of a query: debounced, and aborts whatever was asked before. */
  request: (query: string) => void;
}

/**
 * Async options for a Combobox. Each request aborts the previous one at once (its answer can
 * no longer arrive late and overwrite newer results) and waits `debounceMs` before calling the
 * loader, so typing a name costs one request, not one per keystroke.
 */
export function useAsyncOptions<Option extends ListOption>(
  loadOptions: LoadOptions<Option> | undefined,
  debounceMs: number,
): AsyncOptionsState<Option> {
  const [status, setStatus] = useState<AsyncStatus>('idle');
  const [options, setOptions] = useState<readonly Option[]>([]);
  const controllerRef = useRef<AbortController | null>(null);
  const loadRef = useRef(loadOptions);
  useEffect(() => {
    loadRef.current = loadOptions;
  }, [loadOptions]);

  const run = useMemo(
    () =>
      // The ref is read when the debounced call fires (a timer), never during render.
      // eslint-disable-next-line react-hooks/refs
      debounce((query: string) => {
        const load = loadRef.current;
        if (!load) return;
        const controller = new AbortController();
        controllerRef.current = controller;
        load(query, { signal: controller.signal }).then(
          (loaded) => {
            if (controller.signal.aborted) return;
            setOptions(loaded);
            setStatus('ready');
          },
          () => {
            // An aborted request failing is expected; only a live one is an error.
            if (controller.signal.aborted) return;
            setOptions([]);
            setStatus('error');
          },
        );
      }, debounceMs),
    [debounceMs],
  );

  useEffect(
    () => () => {
      run.cancel();
      controllerRef.current?.abort();
    },
    [run],
  );

  const request = useCallback(
    (query: string) => {
      if (!loadRef.current) return;
      controllerRef.current?.abort();
      controllerRef.current = null;
      setStatus('loading');
      run(query);
    },
    [run],
  );

  return { status, options, request };
}
