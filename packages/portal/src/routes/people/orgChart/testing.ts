import type { MemberRow, OrgNode } from '@maru/api';
import type { ChartDepartment, ChartMember } from './orgChartModel';

/*
 * Builders of the org chart's data for its tests and stories: the directory's rows and nodes
 * (what `orgChildren` and `orgUserFind` answer) and the chart's own shapes. Each gives a plain
 * employee or an empty department; a test overrides only what it is about.
 */

/** A member row of the directory contract: an active employee of 플랫폼팀, no markers. */
export function memberRow(userId: string, overrides: Partial<MemberRow> = {}): MemberRow {
  return {
    userId,
    userName: '김민준',
    userNameEn: 'Minjun Kim',
    userPhoto: null,
    organizationId: 'D2100',
    dlName: '플랫폼팀',
    studioId: 'ST100',
    companyName: '마루 주식회사',
    dutyDesc: '책임',
    dutyCode: null,
    jobGroupCode: null,
    email: `${userId.toLowerCase()}@maru.example`,
    mobile: null,
    telOffice: null,
    googleAuthId: null,
    slackLink: null,
    microsoft: false,
    naver: false,
    concurrent: false,
    dispatched: false,
    onLeave: false,
    userState: 1,
    manager: false,
    ...overrides,
  };
}

/** A department node of the directory contract: no sub-departments and nobody in it. */
export function orgNode(dlId: string, dlName: string, overrides: Partial<OrgNode> = {}): OrgNode {
  return {
    dlId,
    dlName,
    organizationId: dlId,
    studioId: 'ST100',
    parentId: null,
    children: [],
    childCount: 0,
    memberCount: 0,
    totalMemberCount: 0,
    groupMail: null,
    ...overrides,
  };
}

/** A member as the chart shows it, without a title or markers. */
export function chartMember(userId: string, overrides: Partial<ChartMember> = {}): ChartMember {
  return { userId, name: userId, title: null, photo: null, markers: [], ...overrides };
}

/** A department as the chart shows it; its count is its members' unless given. */
export function chartDepartment(
  id: string,
  overrides: Partial<ChartDepartment> = {},
): ChartDepartment {
  const members = overrides.members ?? [];
  return {
    id,
    name: id,
    memberCount: members.length,
    hasChildren: false,
    members,
    ...overrides,
  };
}
