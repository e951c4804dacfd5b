import { describe, expect, it } from 'vitest';
import {
  appendTypeahead,
  closedSiblingKeys,
  commandForKey,
  countMatches,
  flattenVisible,
  highlightParts,
  isTypeaheadKey,
  keysWithInlineChildren,
  needsLoad,
  parentIndex,
  startsWithTypeahead,
  typeaheadIndex,
  TYPEAHEAD_TIMEOUT_MS,
} from './treeModel';
import type { LoadedChildrenMap, OrgTreeNode } from './treeModel';

/*
 * 회사
 * ├ 개발본부 (lazy)
 * ├ 경영지원본부
 * │ ├ 인사팀
 * │ └ 재무팀
 * └ 디자인센터 (no children)
 */
const tree: OrgTreeNode[] = [
  {
    key: 'company',
    label: '마루',
    children: [
      { key: 'dev', label: '개발본부', hasChildren: true },
      {
        key: 'biz',
        label: '경영지원본부',
        children: [
          { key: 'hr', label: '인사팀' },
          { key: 'fin', label: '재무팀' },
        ],
      },
      { key: 'design', label: '디자인센터', children: [] },
    ],
  },
];
const none: LoadedChildrenMap = new Map();
const keysOf = (rows: { key: string }[]) => rows.map((row) => row.key);

describe('flattenVisible (visible rows for the virtualised view)', () => {
  it('shows only the roots while nothing is open', () => {
    expect(keysOf(flattenVisible(tree, new Set(), none))).toEqual(['company']);
  });

  it('shows the children of open nodes in display order, with level, position and set size', () => {
    const rows = flattenVisible(tree, new Set(['company', 'biz']), none);
    expect(keysOf(rows)).toEqual(['company', 'dev', 'biz', 'hr', 'fin', 'design']);
    const hr = rows[3]!;
    expect([hr.level, hr.parentKey, hr.posInSet, hr.setSize]).toEqual([3, 'biz', 1, 2]);
    expect([rows[1]!.posInSet, rows[1]!.setSize, rows[5]!.posInSet]).toEqual([1, 3, 3]);
  });

  it('children of a closed node stay hidden even when their own node is open', () => {
    expect(keysOf(flattenVisible(tree, new Set(['biz']), none))).toEqual(['company']);
  });

  it('spec 01 §2 member finder (tree lazy loaded): a node with hasChildren and no children is expandable; an empty children list is a leaf', () => {
    const rows = flattenVisible(tree, new Set(['company']), none);
    expect(rows.find((r) => r.key === 'dev')).toMatchObject({ expandable: true, status: 'idle' });
    expect(rows.find((r) => r.key === 'design')).toMatchObject({ expandable: false });
  });

  it('spec 01 §2 member finder (tree lazy loaded): loading shows the node open with nothing under it; loaded ones show', () => {
    const loading: LoadedChildrenMap = new Map([['dev', { status: 'loading' }]]);
    const rows = flattenVisible(tree, new Set(['company', 'dev']), loading);
    expect(rows.find((r) => r.key === 'dev')).toMatchObject({ expanded: true, status: 'loading' });
    const loaded: LoadedChildrenMap = new Map([
      ['dev', { status: 'loaded', children: [{ key: 'fe', label: '프론트엔드팀' }] }],
    ]);
    expect(keysOf(flattenVisible(tree, new Set(['company', 'dev']), loaded))).toEqual([
      'company',
      'dev',
      'fe',
      'biz',
      'design',
    ]);
  });

  it('a node whose children failed to load shows closed, so Right retries', () => {
    const failed: LoadedChildrenMap = new Map([['dev', { status: 'error' }]]);
    const rows = flattenVisible(tree, new Set(['company', 'dev']), failed);
    expect(rows.find((r) => r.key === 'dev')).toMatchObject({ expanded: false, status: 'error' });
    expect(needsLoad(tree[0]!.children![0]!, failed)).toBe(true);
  });

  it('lazily loaded to nothing: the node becomes a leaf', () => {
    const empty: LoadedChildrenMap = new Map([['dev', { status: 'loaded', children: [] }]]);
    const rows = flattenVisible(tree, new Set(['company', 'dev']), empty);
    expect(rows.find((r) => r.key === 'dev')).toMatchObject({ expandable: false, expanded: false });
  });

  it('needsLoad: never for inline children, a leaf, or children loading or loaded', () => {
    const biz = tree[0]!.children![1]!;
    const dev = tree[0]!.children![0]!;
    expect(needsLoad(biz, none)).toBe(false);
    expect(needsLoad({ key: 'x', label: 'x' }, none)).toBe(false);
    expect(needsLoad(dev, none)).toBe(true);
    expect(needsLoad(dev, new Map([['dev', { status: 'loading' }]]))).toBe(false);
  });

  it('flattens 10,000 open nodes and deep chains without recursion limits', () => {
    const wide: OrgTreeNode[] = Array.from({ length: 100 }, (_, i) => ({
      key: `d${i}`,
      label: `부서 ${i}`,
      children: Array.from({ length: 99 }, (_, j) => ({ key: `d${i}-${j}`, label: `팀 ${j}` })),
    }));
    expect(flattenVisible(wide, new Set(wide.map((n) => n.key)), none)).toHaveLength(10_000);
    let deep: OrgTreeNode = { key: 'leaf', label: 'leaf' };
    const open = new Set<string>();
    for (let i = 0; i < 20_000; i += 1) {
      deep = { key: `n${i}`, label: `n${i}`, children: [deep] };
      open.add(deep.key);
    }
    const rows = flattenVisible([deep], open, none);
    expect(rows).toHaveLength(20_001);
    expect(rows.at(-1)!.level).toBe(20_001);
  });
});

describe('commandForKey (APG treeview keyboard)', () => {
  const rows = flattenVisible(tree, new Set(['company', 'biz']), none);
  // company, dev, biz, hr, fin, design
  it('Down and Up move to the next and previous visible node, stopping at the ends', () => {
    expect(commandForKey(rows, 0, 'ArrowDown')).toEqual({ type: 'focus', index: 1 });
    expect(commandForKey(rows, 3, 'ArrowUp')).toEqual({ type: 'focus', index: 2 });
    expect(commandForKey(rows, 5, 'ArrowDown')).toBeNull();
    expect(commandForKey(rows, 0, 'ArrowUp')).toBeNull();
  });

  it('Right opens a closed node, enters an open one, and does nothing on a leaf', () => {
    expect(commandForKey(rows, 1, 'ArrowRight')).toEqual({ type: 'expand', keys: ['dev'] });
    expect(commandForKey(rows, 2, 'ArrowRight')).toEqual({ type: 'focus', index: 3 });
    expect(commandForKey(rows, 3, 'ArrowRight')).toBeNull();
  });

  it('Right on an open node still loading has nothing to enter', () => {
    const loading = flattenVisible(
      tree,
      new Set(['company', 'dev']),
      new Map([['dev', { status: 'loading' }]]),
    );
    expect(commandForKey(loading, 1, 'ArrowRight')).toBeNull();
  });

  it('Right on a node whose load failed asks to expand again (the retry)', () => {
    const failed = flattenVisible(
      tree,
      new Set(['company', 'dev']),
      new Map([['dev', { status: 'error' }]]),
    );
    expect(commandForKey(failed, 1, 'ArrowRight')).toEqual({ type: 'expand', keys: ['dev'] });
  });

  it('Left closes an open node, goes from a closed node or leaf to its parent, nothing at a closed root', () => {
    expect(commandForKey(rows, 2, 'ArrowLeft')).toEqual({ type: 'collapse', key: 'biz' });
    expect(commandForKey(rows, 4, 'ArrowLeft')).toEqual({ type: 'focus', index: 2 });
    expect(commandForKey(rows, 5, 'ArrowLeft')).toEqual({ type: 'focus', index: 0 });
    const closed = flattenVisible(tree, new Set(), none);
    expect(commandForKey(closed, 0, 'ArrowLeft')).toBeNull();
  });

  it('Home and End go to the first and last visible node', () => {
    expect(commandForKey(rows, 3, 'Home')).toEqual({ type: 'focus', index: 0 });
    expect(commandForKey(rows, 1, 'End')).toEqual({ type: 'focus', index: 5 });
  });

  it('Enter and Space select the focused node (single selection)', () => {
    expect(commandForKey(rows, 3, 'Enter')).toEqual({ type: 'select', index: 3 });
    expect(commandForKey(rows, 3, ' ')).toEqual({ type: 'select', index: 3 });
  });

  it('* opens every closed sibling of the focused node that can open', () => {
    const closedBiz = flattenVisible(tree, new Set(['company']), none);
    expect(commandForKey(closedBiz, 3, '*')).toEqual({ type: 'expand', keys: ['dev', 'biz'] });
    // biz already open: only dev remains; on a leaf level with nothing to open, nothing.
    expect(closedSiblingKeys(rows, 1)).toEqual(['dev']);
    expect(commandForKey(rows, 3, '*')).toBeNull();
  });

  it('other keys and an empty tree do nothing', () => {
    expect(commandForKey(rows, 0, 'Tab')).toBeNull();
    expect(commandForKey([], 0, 'ArrowDown')).toBeNull();
    expect(commandForKey(rows, -1, 'Home')).toBeNull();
  });

  it('parentIndex finds the nearest row one level up, -1 for roots', () => {
    expect(parentIndex(rows, 4)).toBe(2);
    expect(parentIndex(rows, 1)).toBe(0);
    expect(parentIndex(rows, 0)).toBe(-1);
  });
});

describe('type-ahead', () => {
  const rows = flattenVisible(tree, new Set(['company', 'biz']), none);
  // 마루, 개발본부, 경영지원본부, 인사팀, 재무팀, 디자인센터

  it('characters typed within the timeout form one word; after it, a new word starts', () => {
    const first = appendTypeahead(null, '인', 1000);
    expect(appendTypeahead(first, '사', 1000 + TYPEAHEAD_TIMEOUT_MS).text).toBe('인사');
    expect(appendTypeahead(first, '사', 1001 + TYPEAHEAD_TIMEOUT_MS).text).toBe('사');
  });

  it('a word moves to the next node whose name starts with it, wrapping around', () => {
    expect(typeaheadIndex(rows, 0, '재', 'ko-KR')).toBe(4);
    expect(typeaheadIndex(rows, 4, '마', 'ko-KR')).toBe(0);
    expect(typeaheadIndex(rows, 0, '없음', 'ko-KR')).toBe(-1);
  });

  it('a bare Hangul consonant matches syllables starting with it (ㄱ finds 개발본부, then 경영지원본부)', () => {
    expect(typeaheadIndex(rows, 0, 'ㄱ', 'ko-KR')).toBe(1);
    expect(typeaheadIndex(rows, 1, 'ㄱ', 'ko-KR')).toBe(2);
    expect(startsWithTypeahead('개발본부', 'ㄱㅂ')).toBe(true);
    expect(startsWithTypeahead('개발본부', '개ㅂ')).toBe(true);
    expect(startsWithTypeahead('개발본부', 'ㄴ')).toBe(false);
  });

  it('repeating one character cycles through its matches; a longer word keeps a matching active row', () => {
    expect(typeaheadIndex(rows, 1, 'ㄱㄱ', 'ko-KR')).toBe(2);
    expect(typeaheadIndex(rows, 2, '경영', 'ko-KR')).toBe(2);
  });

  it('is case-insensitive for Latin names', () => {
    const latin = flattenVisible(
      [
        { key: 'a', label: 'Alpha' },
        { key: 'b', label: 'beta' },
      ],
      new Set(),
      none,
    );
    expect(typeaheadIndex(latin, 0, 'B', 'en-US')).toBe(1);
  });

  it('only single printable characters without modifiers type ahead (Space selects, * expands)', () => {
    expect(isTypeaheadKey({ key: 'a' })).toBe(true);
    expect(isTypeaheadKey({ key: 'ㄱ' })).toBe(true);
    expect(isTypeaheadKey({ key: ' ' })).toBe(false);
    expect(isTypeaheadKey({ key: '*' })).toBe(false);
    expect(isTypeaheadKey({ key: 'ArrowDown' })).toBe(false);
    expect(isTypeaheadKey({ key: 'a', ctrlKey: true })).toBe(false);
    expect(isTypeaheadKey({ key: 'a', metaKey: true })).toBe(false);
  });
});

describe('search highlighting (spec 01 §2 member finder: tree searchable by word)', () => {
  it('marks every case-insensitive occurrence of the trimmed query', () => {
    expect(highlightParts('Design Team design', ' design ', 'en-US')).toEqual([
      { text: 'Design', match: true },
      { text: ' Team ', match: false },
      { text: 'design', match: true },
    ]);
    expect(highlightParts('경영지원본부', '지원')).toEqual([
      { text: '경영', match: false },
      { text: '지원', match: true },
      { text: '본부', match: false },
    ]);
  });

  it('an empty query or no occurrence leaves the label whole', () => {
    expect(highlightParts('인사팀', '  ')).toEqual([{ text: '인사팀', match: false }]);
    expect(highlightParts('인사팀', '재무')).toEqual([{ text: '인사팀', match: false }]);
  });

  it('where lower-casing changes the length, offsets still fit the label (exact case)', () => {
    expect(highlightParts('İstanbul ofis', 'ofis', 'en-US')).toEqual([
      { text: 'İstanbul ', match: false },
      { text: 'ofis', match: true },
    ]);
  });

  it('countMatches counts matching nodes anywhere in the answer tree', () => {
    expect(countMatches(tree, '본부')).toBe(2);
    expect(countMatches(tree, '팀')).toBe(2);
    expect(countMatches(tree, '없음')).toBe(0);
  });

  it('a search answer opens every branch it brings inline', () => {
    expect(keysWithInlineChildren(tree).sort()).toEqual(['biz', 'company']);
  });
});
