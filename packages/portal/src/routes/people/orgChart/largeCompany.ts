import { orgChildren, type MemberRow, type OrgNode } from '@maru/api';
import { endpointHandler } from '@maru/api/mocks';
import { HttpResponse, type HttpHandler } from 'msw';
import { memberRow, orgNode } from './testing';

/*
 * A generated company far larger than the demo one, for the "large company" story: every
 * division has teams, every team has parts, each with a few members. Answered lazily, level by
 * level, exactly as `orgChildren` would, so the story shows loading on expand and the expand
 * all limit. Deterministic: names come from the position, never from a random source.
 */

export const LARGE_DIVISIONS = 12;
const TEAMS = 8;
const PARTS = 6;
const MEMBERS_PER_DEPARTMENT = 2;

const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = ['민준', '서연', '도윤', '하은', '시우', '지유', '주원', '서윤', '예준', '수아'];

function memberOf(dlId: string, dlName: string, index: number, seed: number): MemberRow {
  const n = seed * 7 + index * 3;
  const name = `${FAMILY[n % FAMILY.length]}${GIVEN[(n >> 1) % GIVEN.length]}`;
  return memberRow(`G-${dlId}-${index}`, {
    userName: name,
    userNameEn: name,
    organizationId: dlId,
    dlName,
    dutyDesc: index === 0 ? '팀장' : '매니저',
    concurrent: n % 11 === 3,
    dispatched: n % 13 === 5,
    onLeave: n % 17 === 7,
    manager: index === 0,
  });
}

function departmentNode(dlId: string, dlName: string, depth: number, seed: number): OrgNode {
  const childCount = depth === 1 ? TEAMS : depth === 2 ? PARTS : 0;
  const below = depth === 1 ? TEAMS * (PARTS + 1) : depth === 2 ? PARTS + 1 : 1;
  return orgNode(dlId, dlName, {
    childCount,
    memberCount: MEMBERS_PER_DEPARTMENT,
    totalMemberCount: (below + (depth === 1 ? 1 : 0)) * MEMBERS_PER_DEPARTMENT,
    members: Array.from({ length: MEMBERS_PER_DEPARTMENT }, (_, i) =>
      memberOf(dlId, dlName, i, seed),
    ),
  });
}

/** The children of a generated department id (`G3`, `G3-5`, `G3-5-2`); divisions at the root. */
export function largeCompanyChildren(orgId: string | null): OrgNode[] {
  if (orgId === null) {
    return Array.from({ length: LARGE_DIVISIONS }, (_, i) =>
      departmentNode(`G${i + 1}`, `제${i + 1}사업본부`, 1, i),
    );
  }
  const depth = orgId.split('-').length;
  const count = depth === 1 ? TEAMS : depth === 2 ? PARTS : 0;
  const label = depth === 1 ? '팀' : '파트';
  return Array.from({ length: count }, (_, i) =>
    departmentNode(`${orgId}-${i + 1}`, `${orgId.slice(1)}-${i + 1}${label}`, depth + 1, i + depth),
  );
}

/** `orgChildren` over the generated company. */
export function largeCompanyHandler(): HttpHandler {
  return endpointHandler(orgChildren, ({ request }) =>
    HttpResponse.json(largeCompanyChildren(new URL(request.url).searchParams.get('orgId'))),
  );
}
