import { atom, type WritableAtom } from 'jotai';
import { currentStudioIdAtom, localeAtom } from '../../../data';

/*
 * The chart's UI state, which is not remote data: the open departments, the expand-all status,
 * the search word and the current hit, and the tokens that let a newer flow stop an older one.
 * It belongs to one chart: the current company in the interface language, on one visit of the
 * page. Another company, another language or leaving the page starts from the initial state, as
 * the chart is then another one (the remote answers stay in the store, see orgChartData.ts).
 */

/** Bumped when the page is left: the last reader of the chart's state has gone. */
const visitAtom = atom(0);
visitAtom.onMount = (setVisit) => () => setVisit((visit) => visit + 1);

/** The chart the UI state belongs to: the company, the language and the visit of the page. */
const chartAtom = atom(
  (get) => `${get(visitAtom)} ${get(currentStudioIdAtom) ?? ''} ${get(localeAtom)}`,
);

/** A piece of the chart's UI state: `initial` again for another chart. */
function chartStateAtom<T>(initial: T): WritableAtom<T, [T], void> {
  const stored = atom<{ chart: string; value: T } | null>(null);
  return atom(
    (get) => {
      // Read first, so the visit is mounted with every reader and a leave is always seen.
      const chart = get(chartAtom);
      const current = get(stored);
      return current?.chart === chart ? current.value : initial;
    },
    (get, set, value: T) => set(stored, { chart: get(chartAtom), value }),
  );
}

/** The open nodes, by tree key (`departmentKey`). */
export const expandedKeysAtom = chartStateAtom<ReadonlySet<string>>(new Set());

export type ExpandAllStatus =
  { status: 'idle' } | { status: 'running' } | { status: 'done'; opened: number; capped: boolean };

export const expandAllStatusAtom = chartStateAtom<ExpandAllStatus>({ status: 'idle' });

/** The word the chart searches for (trimmed); empty when there is no search. */
export const searchWordAtom = chartStateAtom('');

/** The current hit's position in the hits of `searchWordAtom`. */
export const hitIndexAtom = chartStateAtom(0);

/**
 * The node the chart makes active and scrolls to (the current search hit). A new object for
 * every reveal, so revealing the same node again (one hit, Enter again) acts again.
 */
export interface RevealedNode {
  key: string;
}

export const revealedAtom = chartStateAtom<RevealedNode | null>(null);

/**
 * The running flow of a kind (expand all; a search and its reveals): each run puts its own token
 * here and stops when it finds another one, so collapse all, a newer search or another chart
 * stops it where it is.
 */
export type FlowToken = object;
export const expandRunAtom = chartStateAtom<FlowToken | null>(null);
export const searchRunAtom = chartStateAtom<FlowToken | null>(null);
