import { atom, type Getter, type Setter } from 'jotai';
import {
  chartContentsAtom,
  chartRoots,
  departmentChildren,
  findDepartment,
  searchHits,
  searchStatusAtom,
} from './orgChartData';
import {
  canOpen,
  cycleHit,
  departmentKey,
  expandAllStep,
  hitKey,
  nextExpandLevel,
  revealPath,
  type ChartDepartment,
  type ContentsState,
  type SearchHit,
} from './orgChartModel';
import {
  expandAllStatusAtom,
  expandedKeysAtom,
  expandRunAtom,
  hitIndexAtom,
  revealedAtom,
  searchRunAtom,
  searchWordAtom,
  type FlowToken,
} from './orgChartState';

/*
 * What the chart's controls do (spec 02 §2): open and close a department (its sub-departments
 * load on first open), expand all level by level with a limit, collapse all, and the word search
 * that opens the path to each hit. Flows over many answers, so they are action atoms over the
 * remote answers of orgChartData.ts and the UI state of orgChartState.ts.
 */

/**
 * A department's sub-departments, asked for if needed (again after a failure). Read from the
 * answer itself, not from the chart's view of it, which follows a moment later.
 */
async function subDepartments(
  get: Getter,
  set: Setter,
  department: ChartDepartment,
): Promise<ContentsState> {
  if (!department.hasChildren) return { status: 'loaded', departments: [] };
  const children = departmentChildren(department.id);
  if (get(children.view).status === 'error') set(children.refresh);
  try {
    return { status: 'loaded', departments: await get(children.data) };
  } catch {
    // Failed, or given up (the department closed, the page left, another chart).
    return { status: 'error' };
  }
}

/**
 * Opens departments at once, so the loading state shows under each while it loads, and waits
 * for their sub-departments: the contents of those that can open, by department id.
 */
async function openDepartments(
  get: Getter,
  set: Setter,
  departments: readonly ChartDepartment[],
): Promise<ReadonlyMap<string, ContentsState>> {
  const openable = departments.filter(canOpen);
  if (openable.length === 0) return new Map();
  const expanded = new Set(get(expandedKeysAtom));
  for (const department of openable) expanded.add(departmentKey(department.id));
  set(expandedKeysAtom, expanded);
  const loaded = await Promise.all(
    openable.map(
      async (department) => [department.id, await subDepartments(get, set, department)] as const,
    ),
  );
  return new Map(loaded);
}

/** Opens a department, loading its sub-departments the first time (or after a failure). */
export const openDepartmentAtom = atom(null, async (get, set, departmentId: string) => {
  const department = findDepartment(get, departmentId);
  if (department) await openDepartments(get, set, [department]);
});

export const closeDepartmentAtom = atom(null, (get, set, departmentId: string) => {
  const expanded = new Set(get(expandedKeysAtom));
  expanded.delete(departmentKey(departmentId));
  set(expandedKeysAtom, expanded);
});

/** Enter, Space or a click on a department; a failed one shows closed, so it opens (retries). */
export const toggleDepartmentAtom = atom(null, async (get, set, departmentId: string) => {
  const open = get(expandedKeysAtom).has(departmentKey(departmentId));
  if (open && get(chartContentsAtom).get(departmentId)?.status !== 'error') {
    set(closeDepartmentAtom, departmentId);
    return;
  }
  await set(openDepartmentAtom, departmentId);
});

/**
 * Expand all (`expandAllStep`): level by level, each level whole (the browser queues the
 * requests) while it fits under the limit; a failed department stays closed with its error and
 * the walk goes on without it.
 */
export const expandAllAtom = atom(null, async (get, set) => {
  const roots = get(chartRoots.view);
  if (roots.status !== 'ready' || get(expandAllStatusAtom).status === 'running') return;
  const token: FlowToken = {};
  set(expandRunAtom, token);
  set(expandAllStatusAtom, { status: 'running' });
  let level = roots.data.filter(canOpen);
  let opened = 0;
  let capped = false;
  while (level.length > 0) {
    const step = expandAllStep(level, opened);
    const contents = await openDepartments(get, set, step.open);
    if (get(expandRunAtom) !== token) return;
    opened += step.open.length;
    if (step.capped) {
      capped = true;
      break;
    }
    level = nextExpandLevel([...contents.keys()], contents);
  }
  set(expandAllStatusAtom, { status: 'done', opened, capped });
});

/** Closes everything and stops an expand all on its way. */
export const collapseAllAtom = atom(null, (_get, set) => {
  set(expandRunAtom, null);
  set(expandedKeysAtom, new Set());
  set(expandAllStatusAtom, { status: 'idle' });
  set(revealedAtom, null);
});

/**
 * Opens the way to a hit, root first, each level loaded before the next (its departments come
 * from that load); then reveals it. Stops at a department it cannot find or load.
 */
async function reveal(get: Getter, set: Setter, hit: SearchHit, token: FlowToken) {
  const roots = get(chartRoots.view);
  let level: readonly ChartDepartment[] = roots.status === 'ready' ? roots.data : [];
  for (const id of revealPath(hit)) {
    const department = level.find((candidate) => candidate.id === id);
    if (!department || get(searchRunAtom) !== token) return;
    const contents = await openDepartments(get, set, [department]);
    const state = contents.get(id);
    if (state?.status !== 'loaded') return;
    level = state.departments;
  }
  if (get(searchRunAtom) === token) set(revealedAtom, { key: hitKey(hit) });
}

/** Moves to the next or previous hit (wrapping) and opens the way to it. */
export const stepHitAtom = atom(null, async (get, set, step: 1 | -1) => {
  const search = get(searchStatusAtom);
  if (search.status !== 'done' || search.hits.length === 0) return;
  const index = cycleHit(search.index, search.hits.length, step);
  const token: FlowToken = {};
  set(searchRunAtom, token);
  set(hitIndexAtom, index);
  const hit = search.hits[index];
  if (hit) await reveal(get, set, hit, token);
});

export const clearSearchAtom = atom(null, (_get, set) => {
  set(searchRunAtom, null);
  set(searchWordAtom, '');
  set(revealedAtom, null);
});

/**
 * Enter in the search box: asks for the word's hits and reveals the first. Enter again on the
 * same word goes to the next hit, as find-in-page does; an empty word clears the search.
 */
export const searchAtom = atom(null, async (get, set, input: string) => {
  const word = input.trim();
  if (word === '') {
    set(clearSearchAtom);
    return;
  }
  const search = get(searchStatusAtom);
  if (search.status === 'done' && search.word === word && search.hits.length > 0) {
    await set(stepHitAtom, 1);
    return;
  }
  const token: FlowToken = {};
  set(searchRunAtom, token);
  set(revealedAtom, null);
  set(hitIndexAtom, 0);
  // The same word again (no hit, a failure, still on its way) asks again.
  if (get(searchWordAtom) === word) set(searchHits.refresh);
  else set(searchWordAtom, word);
  let hits: readonly SearchHit[];
  try {
    hits = await get(searchHits.data);
  } catch {
    return; // a failure is the search's error state; an abort, a newer search's business
  }
  const first = hits[0];
  if (first && get(searchRunAtom) === token) await reveal(get, set, first, token);
});
