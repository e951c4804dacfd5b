/*
 * The org tree's rules without React: which nodes are visible (flattened in display order, so
 * the view can virtualise them), what each key of the APG treeview pattern does, type-ahead and
 * search highlighting. The component only applies the commands these functions return.
 */
import { initialOf, isInitialConsonant } from '../internal/hangul';

/** One organisation (or any node) of the tree. */
export interface OrgTreeNode {
  /** Stable identity (e.g. the organisation id); reported on selection. */
  key: string;
  /** The visible name; type-ahead and highlighting match against it. */
  label: string;
  /**
   * Children already known. Leave undefined with `hasChildren` to load them lazily on first
   * expand; an empty array means "no children".
   */
  children?: readonly OrgTreeNode[];
  /** True when the node has children that `loadChildren` can fetch (e.g. childCount > 0). */
  hasChildren?: boolean;
  /** A number shown as a badge after the name (unified search counts, member counts). */
  count?: number;
  /** The group mail address, shown as a mail link (member finder). */
  groupMail?: string | null;
}

/** Where a node's lazily loaded children stand. */
export type ChildrenStatus = 'idle' | 'loading' | 'error' | 'loaded';

export interface LoadedChildren {
  status: Exclude<ChildrenStatus, 'idle'>;
  children?: readonly OrgTreeNode[];
}

/** Lazily loaded children by node key. */
export type LoadedChildrenMap = ReadonlyMap<string, LoadedChildren>;

/** One visible row of the flattened tree. */
export interface VisibleRow {
  node: OrgTreeNode;
  key: string;
  /** 1 for roots (aria-level). */
  level: number;
  parentKey: string | null;
  /** 1-based position among its siblings (aria-posinset) and their number (aria-setsize). */
  posInSet: number;
  setSize: number;
  /** Has, or may have, children. */
  expandable: boolean;
  /** Open: its children (or its loading state) show below it. */
  expanded: boolean;
  status: ChildrenStatus;
}

/** The node's children as far as they are known: inline first, then loaded ones. */
export function childrenOf(
  node: OrgTreeNode,
  loaded: LoadedChildrenMap,
): readonly OrgTreeNode[] | undefined {
  return node.children ?? loaded.get(node.key)?.children;
}

/** Inline children count as loaded; otherwise the lazy loader's status. */
export function statusOf(node: OrgTreeNode, loaded: LoadedChildrenMap): ChildrenStatus {
  if (node.children !== undefined) return 'loaded';
  return loaded.get(node.key)?.status ?? 'idle';
}

export function isExpandable(node: OrgTreeNode, loaded: LoadedChildrenMap): boolean {
  const known = childrenOf(node, loaded);
  if (known !== undefined) return known.length > 0;
  return node.hasChildren === true;
}

/** True when expanding the node must ask the loader (never asked, or the last try failed). */
export function needsLoad(node: OrgTreeNode, loaded: LoadedChildrenMap): boolean {
  if (!isExpandable(node, loaded)) return false;
  const status = statusOf(node, loaded);
  return status === 'idle' || status === 'error';
}

/**
 * The visible rows in display order: roots, and the children of every expanded node. A node
 * whose children failed to load shows closed, so Right (or a click) retries. Iterative, so deep
 * trees cannot overflow the stack; linear in the number of visible rows.
 */
export function flattenVisible(
  roots: readonly OrgTreeNode[],
  expandedKeys: ReadonlySet<string>,
  loaded: LoadedChildrenMap,
): VisibleRow[] {
  const rows: VisibleRow[] = [];
  type Frame = {
    nodes: readonly OrgTreeNode[];
    index: number;
    level: number;
    parent: string | null;
  };
  const stack: Frame[] = [{ nodes: roots, index: 0, level: 1, parent: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.nodes.length) {
      stack.pop();
      continue;
    }
    const node = frame.nodes[frame.index]!;
    frame.index += 1;
    const expandable = isExpandable(node, loaded);
    const status = statusOf(node, loaded);
    const expanded = expandable && expandedKeys.has(node.key) && status !== 'error';
    rows.push({
      node,
      key: node.key,
      level: frame.level,
      parentKey: frame.parent,
      posInSet: frame.index,
      setSize: frame.nodes.length,
      expandable,
      expanded,
      status,
    });
    const children = expanded ? childrenOf(node, loaded) : undefined;
    if (children && children.length > 0) {
      stack.push({ nodes: children, index: 0, level: frame.level + 1, parent: node.key });
    }
  }
  return rows;
}

/** The index of the row's parent: the nearest row above it one level up; -1 for a root. */
export function parentIndex(rows: readonly VisibleRow[], index: number): number {
  const row = rows[index];
  if (!row || row.parentKey === null) return -1;
  for (let i = index - 1; i >= 0; i -= 1) {
    if (rows[i]!.level < row.level) return i;
  }
  return -1;
}

/** What a key press asks the tree to do. */
export type TreeCommand =
  | { type: 'focus'; index: number }
  | { type: 'expand'; keys: readonly string[] }
  | { type: 'collapse'; key: string }
  | { type: 'select'; index: number };

/**
 * The APG treeview keys (https://www.w3.org/WAI/ARIA/apg/patterns/treeview/): Down/Up move,
 * Right opens a closed node or enters an open one, Left closes an open node or goes to the
 * parent, Home/End go to the first/last visible node, Enter and Space select, `*` opens every
 * closed sibling of the focused node. Null when the key does nothing here (so it is not
 * swallowed), including at the ends of the list.
 */
export function commandForKey(
  rows: readonly VisibleRow[],
  activeIndex: number,
  key: string,
): TreeCommand | null {
  const row = rows[activeIndex];
  if (!row) return null;
  switch (key) {
    case 'ArrowDown':
      return activeIndex + 1 < rows.length ? { type: 'focus', index: activeIndex + 1 } : null;
    case 'ArrowUp':
      return activeIndex > 0 ? { type: 'focus', index: activeIndex - 1 } : null;
    case 'ArrowRight': {
      if (!row.expandable) return null;
      if (!row.expanded) return { type: 'expand', keys: [row.key] };
      const next = rows[activeIndex + 1];
      // Still loading: nothing to enter yet.
      return next && next.parentKey === row.key ? { type: 'focus', index: activeIndex + 1 } : null;
    }
    case 'ArrowLeft': {
      if (row.expanded) return { type: 'collapse', key: row.key };
      const parent = parentIndex(rows, activeIndex);
      return parent >= 0 ? { type: 'focus', index: parent } : null;
    }
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: rows.length - 1 };
    case 'Enter':
    case ' ':
      return { type: 'select', index: activeIndex };
    case '*': {
      const keys = closedSiblingKeys(rows, activeIndex);
      return keys.length > 0 ? { type: 'expand', keys } : null;
    }
    default:
      return null;
  }
}

/** The keys of the focused node's siblings (itself included) that can open and are closed. */
export function closedSiblingKeys(rows: readonly VisibleRow[], index: number): string[] {
  const row = rows[index];
  if (!row) return [];
  return rows
    .filter(
      (other) =>
        other.parentKey === row.parentKey &&
        other.level === row.level &&
        other.expandable &&
        !other.expanded,
    )
    .map((other) => other.key);
}

/** Keys of every node in the given trees that has inline children (a search result opens all). */
export function keysWithInlineChildren(nodes: readonly OrgTreeNode[]): string[] {
  const keys: string[] = [];
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.children && node.children.length > 0) {
      keys.push(node.key);
      stack.push(...node.children);
    }
  }
  return keys;
}

/* ---------------------------------------------------------------- type-ahead and matching */

/** Characters typed within this many milliseconds of each other form one type-ahead word. */
export const TYPEAHEAD_TIMEOUT_MS = 500;

export interface TypeaheadBuffer {
  text: string;
  /** When the last character was typed (ms, any monotonic clock). */
  at: number;
}

/** Appends a typed character, starting a new word after the timeout. */
export function appendTypeahead(
  buffer: TypeaheadBuffer | null,
  char: string,
  now: number,
  timeoutMs: number = TYPEAHEAD_TIMEOUT_MS,
): TypeaheadBuffer {
  const fresh = buffer === null || now - buffer.at > timeoutMs;
  return { text: fresh ? char : buffer.text + char, at: now };
}

/** True for a key that types one printable character (not Space, which selects, nor `*`). */
export function isTypeaheadKey(event: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key === ' ' || event.key === '*') return false;
  return [...event.key].length === 1;
}

/**
 * True when the label starts with the typed text, ignoring case; a typed Hangul consonant also
 * matches any syllable that begins with it (ㄱ finds 개발팀, ㄱㅂ finds 개발팀), because a
 * Korean user's first keystroke is a bare consonant.
 */
export function startsWithTypeahead(label: string, typed: string, localeTag?: string): boolean {
  const labelChars = [...label.toLocaleLowerCase(localeTag)];
  const typedChars = [...typed.toLocaleLowerCase(localeTag)];
  if (typedChars.length === 0 || typedChars.length > labelChars.length) return false;
  return typedChars.every((char, i) => {
    const own = labelChars[i]!;
    return own === char || (isInitialConsonant(char) && initialOf(own) === char);
  });
}

/**
 * The row type-ahead moves to, or -1. A single character (or the same character repeated)
 * cycles through the matches after the active row; a longer word keeps the active row while it
 * still matches. The search wraps around the end.
 */
export function typeaheadIndex(
  rows: readonly VisibleRow[],
  activeIndex: number,
  typed: string,
  localeTag?: string,
): number {
  if (rows.length === 0 || typed === '') return -1;
  const chars = [...typed];
  const repeated = chars.every((char) => char === chars[0]);
  const word = repeated ? chars[0]! : typed;
  const start = repeated ? activeIndex + 1 : Math.max(activeIndex, 0);
  for (let step = 0; step < rows.length; step += 1) {
    const index = (start + step + rows.length) % rows.length;
    if (startsWithTypeahead(rows[index]!.node.label, word, localeTag)) return index;
  }
  return -1;
}

/** A piece of a label, marked when it matches the search. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits a label into matching and other parts for highlighting: every occurrence of the
 * trimmed query, case-insensitive. Where lower-casing changes the length (rare letters such as
 * İ) the comparison falls back to exact case, so offsets always fit the label.
 */
export function highlightParts(label: string, query: string, localeTag?: string): TextPart[] {
  const needle = query.trim();
  if (needle === '') return [{ text: label, match: false }];
  const foldedLabel = label.toLocaleLowerCase(localeTag);
  const foldedNeedle = needle.toLocaleLowerCase(localeTag);
  const sameLength = foldedLabel.length === label.length && foldedNeedle.length === needle.length;
  const haystack = sameLength ? foldedLabel : label;
  const target = sameLength ? foldedNeedle : needle;
  const parts: TextPart[] = [];
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(target, from);
    if (at < 0) break;
    if (at > from) parts.push({ text: label.slice(from, at), match: false });
    parts.push({ text: label.slice(at, at + target.length), match: true });
    from = at + target.length;
  }
  if (from < label.length) parts.push({ text: label.slice(from), match: false });
  return parts;
}

/** How many nodes of the trees have a label matching the query (what the search announces). */
export function countMatches(
  nodes: readonly OrgTreeNode[],
  query: string,
  localeTag?: string,
): number {
  let count = 0;
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (highlightParts(node.label, query, localeTag).some((part) => part.match)) count += 1;
    if (node.children) stack.push(...node.children);
  }
  return count;
}
