import { createStore, type Atom } from 'jotai';
import { startTransition } from 'react';

/** A jotai store, as `createStore()` from `jotai` returns it. */
export type WidgetsStore = ReturnType<typeof createStore>;

/** The atoms whose changes from outside an event render as a transition (`answerAtom`). */
const answers = new WeakSet<Atom<unknown>>();

/**
 * Marks `atom` as a remote answer's view (`remoteAtom`): its readers re-render the arrival of
 * an answer as a transition (see `createWidgetsStore`). Returns the atom.
 */
export function answerAtom<A extends Atom<unknown>>(atom: A): A {
  answers.add(atom);
  return atom;
}

/** Whether the code runs inside a browser event's dispatch (a click, a key, typing, composing). */
const inBrowserEvent = (): boolean => typeof window !== 'undefined' && window.event !== undefined;

/**
 * A jotai store whose readers of a remote answer (`remoteAtom`'s view) re-render its arrival as
 * a transition, which React renders in slices that give the browser its thread back between
 * them: on the home page a dozen widgets' answers arrive together, and rendered at the default
 * priority (React's choice for an update outside any event) they made one long task of up to
 * 180 ms on a slow phone, blocking any tap (GUIDE §6, total blocking time). The content of an
 * answer is never urgent; a transition keeps what is shown until the new content is ready, and
 * a new suspense boundary still shows its fallback. Everything else (a change inside an event,
 * a flow's own state such as a busy flag, which focus may depend on) re-renders as before.
 */
export function createWidgetsStore(): WidgetsStore {
  const store = createStore();
  const subscribe = store.sub;
  store.sub = (atom, listener) =>
    answers.has(atom)
      ? subscribe(atom, () => {
          if (inBrowserEvent()) listener();
          else startTransition(listener);
        })
      : subscribe(atom, listener);
  return store;
}
