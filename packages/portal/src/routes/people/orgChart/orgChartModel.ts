import type { ChildrenStatus, OrgTreeNode } from '@maru/ui';
import type { MemberMarker } from '../../../people';

/*
 * The org chart's data as the view sees it (spec 02 §2 "visual org chart with concurrent-post,
 * dispatch and leave markers, member count, search and expand/collapse all"), and the keys that
 * tie it to the APG tree rules of @maru/ui (`flattenVisible`, `commandForKey`): a department is
 * a node whose children (its members, then its sub-departments) load on first expand.
 */

export interface ChartMember {
  userId: string;
  name: string;
  /** Title (dutyDesc) in this department; null when unknown. */
  title: string | null;
  photo: string | null;
  markers: readonly MemberMarker[];
}

export interface ChartDepartment {
  id: string;
  name: string;
  /** Distinct members of the department and everything below it (the server's count). */
  memberCount: number;
  /** Has sub-departments, loaded on first open. */
  hasChildren: boolean;
  /** Its own members (concurrent posts included), sent with the department itself. */
  members: readonly ChartMember[];
}

/** Where one department's sub-departments stand. */
export type ContentsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; departments: readonly ChartDepartment[] };

export type ChartItem =
  | { kind: 'department'; key: string; department: ChartDepartment }
  | { kind: 'member'; key: string; member: ChartMember; departmentId: string };

/** A department's tree key; a prefix keeps departments and members apart. */
export const departmentKey = (id: string): string => `d:${id}`;

/** A member's tree key: the same person can sit in two departments (a concurrent post). */
export const memberKey = (departmentId: string, userId: string): string =>
  `m:${departmentId}:${userId}`;

/** True when opening the department can show anything (members or sub-departments). */
export function canOpen(department: ChartDepartment): boolean {
  return department.hasChildren || department.members.length > 0;
}

type LoadedEntry = { status: Exclude<ChildrenStatus, 'idle'>; children?: OrgTreeNode[] };

/** The chart in the shape the tree rules of @maru/ui read, plus the item behind every key. */
export interface ChartIndex {
  roots: readonly OrgTreeNode[];
  loaded: ReadonlyMap<string, LoadedEntry>;
  items: ReadonlyMap<string, ChartItem>;
}

/**
 * Indexes the roots and every loaded department: an open department shows its members, then
 * its sub-departments. A department without sub-departments has its members inline (nothing to
 * load); one with sub-departments waits for them. Linear in what has been loaded, so it is
 * recomputed once per load, never per key press.
 */
export function indexChart(
  roots: readonly ChartDepartment[],
  contents: ReadonlyMap<string, ContentsState>,
): ChartIndex {
  const items = new Map<string, ChartItem>();
  const loaded = new Map<string, LoadedEntry>();

  const memberNodes = (department: ChartDepartment): OrgTreeNode[] =>
    department.members.map((member) => {
      const key = memberKey(department.id, member.userId);
      items.set(key, { kind: 'member', key, member, departmentId: department.id });
      return { key, label: member.name };
    });

  const departmentNode = (department: ChartDepartment): OrgTreeNode => {
    const key = departmentKey(department.id);
    items.set(key, { kind: 'department', key, department });
    const base = { key, label: department.name, count: department.memberCount };
    if (!department.hasChildren) return { ...base, children: memberNodes(department) };
    const state = contents.get(department.id);
    if (state?.status === 'loaded') {
      const children = [...memberNodes(department), ...state.departments.map(departmentNode)];
      loaded.set(key, { status: 'loaded', children });
    } else if (state) {
      loaded.set(key, { status: state.status });
    }
    return { ...base, hasChildren: true };
  };

  return { roots: roots.map(departmentNode), loaded, items };
}

/* ------------------------------------------------------------------------------ layout */

/** Sub-departments side by side up to this many; more are stacked, so the chart stays readable. */
export const ROW_LIMIT = 5;
/** From this tree level down (3: the parts under a team) sub-departments are always stacked. */
export const STACK_FROM_LEVEL = 3;

export type GroupDirection = 'row' | 'stack';

/**
 * How the sub-departments under an open department are laid out: side by side under a
 * horizontal connector (the classic chart) while they are few and high in the tree; stacked
 * under an elbow connector otherwise, because a wide company would need a page-wide scroll.
 * `level` is the level of the children (the roots are level 1).
 */
export function groupDirection(childCount: number, level: number): GroupDirection {
  return childCount <= ROW_LIMIT && level < STACK_FROM_LEVEL ? 'row' : 'stack';
}

/** Which part of the connector a child draws: its share of the bar that joins the siblings. */
export type ConnectorPosition = 'only' | 'first' | 'middle' | 'last';

export function connectorPosition(index: number, count: number): ConnectorPosition {
  if (count <= 1) return 'only';
  if (index === 0) return 'first';
  return index === count - 1 ? 'last' : 'middle';
}

/* -------------------------------------------------------------------------- expand all */

/**
 * The most departments one "expand all" opens. Each open department is a request and shows its
 * members, so a company of thousands of departments is opened only this far, and the page says
 * so; the rest open one by one.
 */
export const EXPAND_ALL_LIMIT = 60;

export interface ExpandAllStep<T> {
  /** Departments of this level to open now. */
  open: readonly T[];
  /** True when the limit stopped the walk: the page says the chart is not fully open. */
  capped: boolean;
}

/**
 * One level of "expand all": the whole level when it fits under the limit with what is already
 * open, so the chart opens evenly level by level rather than down one branch; the first level
 * alone may be cut to the limit, so a huge company still opens something.
 */
export function expandAllStep<T>(
  level: readonly T[],
  openedSoFar: number,
  limit: number = EXPAND_ALL_LIMIT,
): ExpandAllStep<T> {
  if (openedSoFar + level.length <= limit) return { open: level, capped: false };
  if (openedSoFar === 0) return { open: level.slice(0, limit), capped: true };
  return { open: [], capped: true };
}

/** The next level of the walk: the openable sub-departments of the departments just opened. */
export function nextExpandLevel(
  opened: readonly string[],
  contents: ReadonlyMap<string, ContentsState>,
): ChartDepartment[] {
  return opened.flatMap((id) => {
    const state = contents.get(id);
    return state?.status === 'loaded' ? state.departments.filter(canOpen) : [];
  });
}

/* ------------------------------------------------------------------------------ search */

/** A search hit: a department or a member, with the departments from the root down to it. */
export interface SearchHit {
  kind: 'department' | 'member';
  /** The department's id, or the member's user id. */
  id: string;
  /** Department ids from the top division down to the hit's own department (itself excluded). */
  path: readonly string[];
}

/** The tree key a hit is shown under once its path is open. */
export function hitKey(hit: SearchHit): string {
  if (hit.kind === 'department') return departmentKey(hit.id);
  const home = hit.path[hit.path.length - 1];
  return home === undefined ? '' : memberKey(home, hit.id);
}

/**
 * What must open, root first, to reveal a hit: every department on its path. A member's own
 * department is the last of them (members show inside their open department). Each department
 * loads before the next is asked for, because its children come from that load.
 */
export function revealPath(hit: SearchHit): readonly string[] {
  return hit.path;
}

/** The index of the next (or, with step -1, previous) hit, wrapping around the list. */
export function cycleHit(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
