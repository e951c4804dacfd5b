import type { MemberRow, OrgNode } from '@maru/api';
import { highlightParts } from '@maru/ui';
import type { PortalLocale } from '../../../i18n';
import { markersOf } from '../../../people';
import { displayName } from '../../../shell/displayName';
import type { ChartDepartment, ChartMember, SearchHit } from './orgChartModel';

/*
 * From the directory contract (`orgChildren`, `orgUserFind`) to the chart's own shapes, and the
 * search hits read out of the word search's tree.
 */

export function toChartMember(row: MemberRow, locale: PortalLocale): ChartMember {
  return {
    userId: row.userId,
    name: displayName(row, locale),
    title: row.dutyDesc.trim() === '' ? null : row.dutyDesc,
    photo: row.userPhoto,
    markers: markersOf(row),
  };
}

/**
 * A department as the chart shows it. Retired members (userState 2) are left out: the chart
 * shows who works there now, and their profile would only say they have retired.
 */
export function toChartDepartment(node: OrgNode, locale: PortalLocale): ChartDepartment {
  return {
    id: node.dlId,
    name: node.dlName,
    // The chart counts people in the whole branch, as an org chart reads.
    memberCount: node.totalMemberCount,
    hasChildren: node.childCount > 0,
    members: (node.members ?? [])
      .filter((row) => row.userState !== RETIRED)
      .map((row) => toChartMember(row, locale)),
  };
}

const RETIRED = 2;

function nameMatches(name: string, word: string, locale: PortalLocale): boolean {
  return highlightParts(name, word, locale).some((part) => part.match);
}

/**
 * The hits of a word search in the current company, in the chart's display order (a
 * department, its members, then its sub-departments). The answer holds every company of the
 * user, each as a root whose children are its divisions; only the current company's are
 * revealable in this chart. A department on the answer's tree is a hit when its own name
 * matches (the others are only the path to a hit); every member in it is a hit.
 */
export function hitsFromSearchTree(
  tree: readonly OrgNode[],
  studioId: string,
  word: string,
  locale: PortalLocale,
): SearchHit[] {
  // The company root itself is not a department of the chart: start with its divisions (or,
  // from a server that sends divisions as roots, with the current company's).
  const company = tree.find((root) => root.dlId === studioId);
  const divisions = company ? company.children : tree.filter((root) => root.studioId === studioId);
  const hits: SearchHit[] = [];
  const walk = (node: OrgNode, above: readonly string[]) => {
    if (nameMatches(node.dlName, word, locale)) {
      hits.push({ kind: 'department', id: node.dlId, path: above });
    }
    const path = [...above, node.dlId];
    for (const member of node.members ?? []) {
      if (member.userState === RETIRED) continue;
      hits.push({ kind: 'member', id: member.userId, path });
    }
    for (const child of node.children) walk(child, path);
  };
  for (const division of divisions) walk(division, []);
  return hits;
}
