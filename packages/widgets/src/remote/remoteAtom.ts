import { atom, type Atom, type Getter, type WritableAtom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { answerAtom } from '../client/widgetsStore';

/**
 * Where one remote answer stands, for a view that must neither suspend nor throw (a widget
 * shows its own loading, error and retry states). `data` is the last answer while a new one
 * loads (new params, a refresh), so lists do not flicker; undefined before the first answer.
 */
export type Remote<T> =
  | { status: 'loading'; data: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown; data?: never };

/** One remote call as atoms: the answer, its view and a refresh (see `remoteAtom`). */
export interface RemoteAtom<T> {
  /** The answer as a promise (suspends); for action atoms and other data atoms. */
  data: Atom<Promise<T>>;
  /** The answer for a view: `Remote<T>`, never suspends, never throws. */
  view: Atom<Remote<T>>;
  /** Asks again with the same params (a retry button, after a write). */
  refresh: WritableAtom<null, [], void>;
}

/** Per store: the request in flight, and whether the last one was dropped by the release. */
interface InFlight {
  controller: AbortController | null;
  /** The last reader left while the answer was on its way: the next reader asks again. */
  released: boolean;
}

/** Why the release aborts: nobody reads the answer any more. */
const RELEASED = 'maru:remote-released';

/** A promise that never settles: the answer to a request nobody waits for any more. */
const never = <T>() => new Promise<T>(() => undefined);

/**
 * A remote answer over params atoms: `load` reads its params with `get` (the client, the
 * language, the page's params) and passes `signal` to the client call. The request is aborted
 * when a param changes (jotai recomputes and aborts the superseded read), on `refresh`, and
 * when nothing reads the answer any more (the page unmounted) while it is still in flight; a
 * finished answer stays in the store until a param changes or `refresh` asks again.
 */
export function remoteAtom<T>(
  load: (get: Getter, signal: AbortSignal) => Promise<T>,
): RemoteAtom<T> {
  // A derived atom with no dependencies: one holder per store, made on first read.
  const inFlightAtom = atom<InFlight>(() => ({ controller: null, released: false }));
  // Bumped by `refresh` and when a reader comes back to a released answer: the data atom
  // reads it, so it asks again.
  const askedAtom = atom(0);
  const data = atom<Promise<T>, [change: 'release' | 'resume'], void>(
    (get, { signal }) => {
      get(askedAtom);
      const inFlight = get(inFlightAtom);
      const controller = new AbortController();
      signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      inFlight.controller = controller;
      inFlight.released = false;
      const settle = () => {
        if (inFlight.controller === controller) inFlight.controller = null;
      };
      return load(get, controller.signal).then(
        (answer) => {
          settle();
          return answer;
        },
        (error: unknown) => {
          settle();
          // Released: no reader shows this failure; the next reader asks again (`resume`).
          if (controller.signal.reason === RELEASED) return never<T>();
          throw error;
        },
      );
    },
    (get, set, change: 'release' | 'resume') => {
      const inFlight = get(inFlightAtom);
      if (change === 'resume') {
        if (!inFlight.released) return;
        inFlight.released = false;
        set(askedAtom, (count) => count + 1);
        return;
      }
      if (inFlight.controller === null) return;
      // Not asking again here: jotai would recompute the pending answer at once, for nobody.
      inFlight.controller.abort(RELEASED);
      inFlight.controller = null;
      inFlight.released = true;
    },
  );
  // The last reader leaving releases the request in flight; the next one resumes it.
  data.onMount = (change) => {
    change('resume');
    return () => change('release');
  };

  const settled = atom(async (get): Promise<Remote<T>> => {
    try {
      return { status: 'ready', data: await get(data) };
    } catch (error) {
      return { status: 'error', error };
    }
  });
  // Its readers render an answer's arrival as a transition (`createWidgetsStore`).
  const view = answerAtom(
    unwrap(settled, (previous): Remote<T> => ({
      status: 'loading',
      data: previous?.status === 'ready' ? previous.data : undefined,
    })),
  );
  const refresh = atom(null, (_get, set) => set(askedAtom, (count) => count + 1));
  return { data, view, refresh };
}
