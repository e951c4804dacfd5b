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
import type { MessageBoxOptions, PromptOptions } from './MessageBox';
import { LoadFailureBoundary } from '../internal/LoadFailureBoundary';
import { LazyMessageBox, preloadMessageBoxWhenIdle } from './loadMessageBox';

/** Promise API of the message box host. */
export interface MessageBoxApi {
  /** Resolves when the user presses OK; an alert cannot be dismissed otherwise. */
  alert(options: MessageBoxOptions): Promise<void>;
  /** Resolves true for OK, false for Cancel, Esc or a click outside. */
  confirm(options: MessageBoxOptions): Promise<boolean>;
  /** Resolves the typed reason on OK ('' when there is no field), null when cancelled. */
  prompt(options: PromptOptions): Promise<string | null>;
}

type Request =
  | { id: number; kind: 'alert'; options: MessageBoxOptions; resolve: (value: void) => void }
  | { id: number; kind: 'confirm'; options: MessageBoxOptions; resolve: (value: boolean) => void }
  | {
      id: number;
      kind: 'prompt';
      options: PromptOptions;
      resolve: (value: string | null) => void;
    };

type NewRequest = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

const MessageBoxContext = createContext<MessageBoxApi | null>(null);

function settle(request: Request, confirmed: boolean, value: string): void {
  switch (request.kind) {
    case 'alert':
      request.resolve();
      return;
    case 'confirm':
      request.resolve(confirmed);
      return;
    case 'prompt':
      request.resolve(confirmed ? value : null);
      return;
  }
}

/**
 * Shows the requests made through `useMessageBox()` one at a time, in the order they were made,
 * so two widgets asking at once never stack two modal dialogs.
 *
 * The dialog itself is loaded lazily (it is most of react-aria's weight in the first load) and
 * preloaded when the browser is idle. Until it arrives nothing is drawn and focus stays on the
 * opener, so the dialog's focus handling (move in, restore on close) is unchanged.
 */
export function MessageBoxHost({ children }: { children?: ReactNode }) {
  const [queue, setQueue] = useState<readonly Request[]>([]);
  const nextId = useRef(1);

  useEffect(preloadMessageBoxWhenIdle, []);

  const enqueue = useCallback((request: NewRequest) => {
    const id = nextId.current;
    nextId.current += 1;
    setQueue((current) => [...current, { ...request, id } as Request]);
  }, []);

  const api = useMemo<MessageBoxApi>(
    () => ({
      alert: (options) =>
        new Promise<void>((resolve) => enqueue({ kind: 'alert', options, resolve })),
      confirm: (options) =>
        new Promise<boolean>((resolve) => enqueue({ kind: 'confirm', options, resolve })),
      prompt: (options) =>
        new Promise<string | null>((resolve) => enqueue({ kind: 'prompt', options, resolve })),
    }),
    [enqueue],
  );

  const current = queue[0];
  const finish = useCallback(
    (confirmed: boolean, value: string) => {
      if (!current) return;
      setQueue((items) => items.filter((item) => item.id !== current.id));
      settle(current, confirmed, value);
    },
    [current],
  );
  const onConfirm = useCallback((value: string) => finish(true, value), [finish]);
  const onCancel = useCallback(() => finish(false, ''), [finish]);

  return (
    <MessageBoxContext.Provider value={api}>
      {children}
      {current ? (
        // When the dialog code cannot be fetched the request answers "cancelled" (the safe choice
        // for confirm and prompt) rather than leave its caller waiting; the next one loads again.
        <LoadFailureBoundary key={current.id} onLoadError={onCancel}>
          <Suspense fallback={null}>
            <LazyMessageBox
              kind={current.kind}
              {...current.options}
              onConfirm={onConfirm}
              onCancel={onCancel}
            />
          </Suspense>
        </LoadFailureBoundary>
      ) : null}
    </MessageBoxContext.Provider>
  );
}

/** `alert`, `confirm` and `prompt` as promises; needs a MaruProvider above. */
export function useMessageBox(): MessageBoxApi {
  const api = useContext(MessageBoxContext);
  if (!api) throw new Error('useMessageBox() needs a <MaruProvider> above it.');
  return api;
}
