import { orgChildren, orgUserFind } from '@maru/api';
import { remoteAtom, type Remote, type RemoteAtom } from '@maru/widgets';
import { atom, type Getter } from 'jotai';
import { currentStudioIdAtom, localeAtom, portalClientsAtom } from '../../../data';
import {
  departmentKey,
  type ChartDepartment,
  type ContentsState,
  type SearchHit,
} from './orgChartModel';
import { hitsFromSearchTree, toChartDepartment } from './orgChartShapes';
import { expandedKeysAtom, hitIndexAtom, searchWordAtom } from './orgChartState';

/*
 * The chart's remote data (spec 01 §7) on the portal's client: the top divisions of the current
 * company, each department's sub-departments (asked for while the department is open), and the
 * word search. Each with its members (`memberIncluedYn=Y`), named in the interface language, so
 * a company or language change asks again. The calls are silent: the chart shows its own error
 * and retry states, page and department (a 401 still signs out).
 */

/** The departments directly under `orgId` (the top divisions without it), with their members. */
async function departmentsUnder(
  get: Getter,
  signal: AbortSignal,
  orgId?: string,
): Promise<ChartDepartment[]> {
  const locale = get(localeAtom);
  get(currentStudioIdAtom);
  const query =
    orgId === undefined
      ? { memberIncluedYn: 'Y' as const }
      : { orgId, memberIncluedYn: 'Y' as const };
  const nodes = await get(portalClientsAtom).client.call(orgChildren, {
    query,
    signal,
    silent: true,
  });
  return nodes.map((node) => toChartDepartment(node, locale));
}

/** The top divisions of the current company. */
export const chartRoots = remoteAtom((get, signal) => departmentsUnder(get, signal));

const childrenAtoms = new Map<string, RemoteAtom<ChartDepartment[]>>();

/**
 * A department's sub-departments: one remote answer per department, made on first use (the
 * departments of a company are a bounded set). Kept once loaded; a failed one asks again on
 * `refresh` (opening it again).
 */
export function departmentChildren(departmentId: string): RemoteAtom<ChartDepartment[]> {
  let children = childrenAtoms.get(departmentId);
  if (!children) {
    children = remoteAtom((get, signal) => departmentsUnder(get, signal, departmentId));
    childrenAtoms.set(departmentId, children);
  }
  return children;
}

function contentsOf(remote: Remote<ChartDepartment[]>): ContentsState {
  return remote.status === 'ready'
    ? { status: 'loaded', departments: remote.data }
    : { status: remote.status };
}

/**
 * The sub-departments of every open department the chart shows (open, under open ancestors), by
 * department id. Read by the chart, it is what keeps their answers asked for: a department
 * hidden by a collapse, the page left or another company stops reading its answer, and a request
 * still in flight for it is aborted.
 */
export const chartContentsAtom = atom((get): ReadonlyMap<string, ContentsState> => {
  const contents = new Map<string, ContentsState>();
  const roots = get(chartRoots.view);
  const expanded = get(expandedKeysAtom);
  const walk = (departments: readonly ChartDepartment[]) => {
    for (const department of departments) {
      if (!department.hasChildren || !expanded.has(departmentKey(department.id))) continue;
      const state = contentsOf(get(departmentChildren(department.id).view));
      contents.set(department.id, state);
      if (state.status === 'loaded') walk(state.departments);
    }
  };
  if (roots.status === 'ready') walk(roots.data);
  return contents;
});

/** Every department the chart knows: the roots and the loaded sub-departments. */
export function findDepartment(get: Getter, departmentId: string): ChartDepartment | undefined {
  const roots = get(chartRoots.view);
  const known = [
    roots.status === 'ready' ? roots.data : [],
    ...[...get(chartContentsAtom).values()].map((state) =>
      state.status === 'loaded' ? state.departments : [],
    ),
  ];
  return known.flat().find((department) => department.id === departmentId);
}

/**
 * The word search's hits in the current company, in chart order; none without a word. A newer
 * word aborts the answer in flight for the older one.
 */
export const searchHits = remoteAtom(async (get, signal): Promise<SearchHit[]> => {
  const word = get(searchWordAtom);
  const studioId = get(currentStudioIdAtom);
  const locale = get(localeAtom);
  if (word === '' || studioId === null) return [];
  const tree = await get(portalClientsAtom).client.call(orgUserFind, {
    query: { searchWord: word },
    signal,
    silent: true,
  });
  return hitsFromSearchTree(tree, studioId, word, locale);
});

export type SearchStatus =
  | { status: 'idle' }
  | { status: 'searching'; word: string }
  | { status: 'error'; word: string }
  | { status: 'done'; word: string; hits: readonly SearchHit[]; index: number };

/** Where the search stands, for the toolbar and the highlight; `index` is -1 without hits. */
export const searchStatusAtom = atom((get): SearchStatus => {
  const word = get(searchWordAtom);
  if (word === '') return { status: 'idle' };
  const hits = get(searchHits.view);
  if (hits.status === 'loading') return { status: 'searching', word };
  if (hits.status === 'error') return { status: 'error', word };
  const index = hits.data.length > 0 ? get(hitIndexAtom) : -1;
  return { status: 'done', word, hits: hits.data, index };
});
