/*
 * A small demo company for the stories and the benchmark page (not exported by the package):
 * fixed data, no clocks, no randomness, so every screenshot is the same.
 */
import type { OrgTreeNode } from './treeModel';

type Locale = 'ko' | 'en';

const names: Record<Locale, Record<string, string>> = {
  ko: {
    company: '마루 주식회사',
    dev: '개발본부',
    fe: '프론트엔드팀',
    be: '백엔드팀',
    infra: '인프라팀',
    biz: '경영지원본부',
    hr: '인사팀',
    fin: '재무팀',
    ga: '총무팀',
    design: '디자인센터',
    sales: '영업본부',
  },
  en: {
    company: 'Maru Inc.',
    dev: 'Engineering',
    fe: 'Frontend Team',
    be: 'Backend Team',
    infra: 'Infrastructure Team',
    biz: 'Corporate Support',
    hr: 'Human Resources',
    fin: 'Finance',
    ga: 'General Affairs',
    design: 'Design Center',
    sales: 'Sales Division',
  },
};

const counts: Record<string, number> = {
  company: 128,
  dev: 54,
  fe: 18,
  be: 24,
  infra: 12,
  biz: 31,
  hr: 9,
  fin: 14,
  ga: 8,
  design: 16,
  sales: 27,
};

/** The lazily loaded part: the children of each division, by key. */
const childKeys: Record<string, string[]> = {
  dev: ['fe', 'be', 'infra'],
  sales: [],
};

function node(key: string, locale: Locale, withCounts: boolean): OrgTreeNode {
  return {
    key,
    label: names[locale][key] ?? key,
    groupMail: `${key}@maru.example`,
    ...(withCounts ? { count: counts[key] ?? 0 } : {}),
  };
}

/**
 * The company with 경영지원본부 known inline and 개발본부 and 영업본부 to load lazily (영업본부
 * turns out to have no sub-organisations).
 */
export function demoOrgTree(locale: Locale = 'ko', withCounts = false): OrgTreeNode[] {
  const at = (key: string) => node(key, locale, withCounts);
  return [
    {
      ...at('company'),
      children: [
        { ...at('dev'), hasChildren: true },
        { ...at('biz'), children: [at('hr'), at('fin'), at('ga')] },
        { ...at('design'), children: [] },
        { ...at('sales'), hasChildren: true },
      ],
    },
  ];
}

/** The lazy children of a demo node. */
export function demoChildren(
  parent: OrgTreeNode,
  locale: Locale = 'ko',
  withCounts = false,
): OrgTreeNode[] {
  return (childKeys[parent.key] ?? []).map((key) => node(key, locale, withCounts));
}

/** Every demo node with its children filled in, as a server would search it. */
function fullTree(locale: Locale, withCounts: boolean): OrgTreeNode[] {
  const fill = (nodes: readonly OrgTreeNode[]): OrgTreeNode[] =>
    nodes.map((each) => {
      const children =
        each.children ?? (each.hasChildren ? demoChildren(each, locale, withCounts) : undefined);
      return children ? { ...each, children: fill(children) } : each;
    });
  return fill(demoOrgTree(locale, withCounts));
}

/** What a search endpoint answers: the matching nodes with their ancestors, nothing else. */
export function filterTree(nodes: readonly OrgTreeNode[], query: string): OrgTreeNode[] {
  const word = query.trim().toLowerCase();
  return nodes.flatMap((each) => {
    const kept = filterTree(each.children ?? [], query);
    if (each.label.toLowerCase().includes(word) || kept.length > 0) {
      return [{ ...each, children: kept }];
    }
    return [];
  });
}

/** The demo search: answers at once from the full tree. */
export function demoSearch(locale: Locale = 'ko', withCounts = false) {
  return async (query: string): Promise<OrgTreeNode[]> =>
    filterTree(fullTree(locale, withCounts), query);
}

/** `divisions` × `teams` nodes (plus the divisions), labelled deterministically. */
export function largeOrgTree(divisions: number, teams: number): OrgTreeNode[] {
  return Array.from({ length: divisions }, (_, d) => ({
    key: `d${d}`,
    label: `본부 ${String(d + 1).padStart(3, '0')}`,
    children: Array.from({ length: teams }, (_, t) => ({
      key: `d${d}-t${t}`,
      label: `본부 ${String(d + 1).padStart(3, '0')} · 팀 ${String(t + 1).padStart(3, '0')}`,
      count: (d * 7 + t * 3) % 40,
    })),
  }));
}
