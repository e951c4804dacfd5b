import { describe, expect, it } from 'vitest';
import { employees, findMember, memberChatLinksFor } from '../fixtures';
import { memberProfileOf, memberRelationsOf } from './memberProfile';
import { sharesCompany } from './organisation';
import type { ProfileNames } from './profile';
import { memberSeenBy, relationPostOf } from './sharedPosts';

function member(userId: string) {
  const found = findMember(userId);
  if (!found) throw new Error(`no member ${userId}`);
  return found;
}

const names: ProfileNames = {
  companyNameOf: (id) => `company ${id}`,
  departmentNameOf: (id) => `department ${id}`,
};

describe('memberProfileOf: what the profile dialog shows', () => {
  it('takes the group mail and the names from the caller, not from demo data', () => {
    const minjun = member('U0001');
    const profile = memberProfileOf(minjun, {
      names,
      groupEmail: 'team@example.com',
      chat: memberChatLinksFor(minjun),
    });
    expect(profile).toMatchObject({
      groupEmail: 'team@example.com',
      dlName: `department ${minjun.organizationId}`,
      companyName: `company ${minjun.studioId}`,
    });
  });

  it('spec 01 §3: a retired member keeps name and posts, every contact is withheld', () => {
    const retired = member('U0901');
    const chat = { googleAuthId: 'g', slackLink: 'https://x', microsoft: true, naver: true };
    const profile = memberProfileOf(retired, { names, groupEmail: 'team@example.com', chat });
    expect(profile).toMatchObject({
      userState: 2,
      email: null,
      groupEmail: null,
      mobile: null,
      telOffice: null,
      googleAuthId: null,
      slackLink: null,
      microsoft: false,
      naver: false,
      dlName: `department ${retired.organizationId}`,
    });
  });
});

describe('reporting line and members (GET /fnd/{userId}/members)', () => {
  it('a head’s members are their department and the heads of child departments', () => {
    const people = [
      {
        userId: 'A',
        userName: '가',
        organizationId: 'T',
        managerFlag: '1' as const,
        userState: 1 as const,
      },
      {
        userId: 'B',
        userName: '나',
        organizationId: 'T',
        managerFlag: '0' as const,
        userState: 1 as const,
      },
      {
        userId: 'C',
        userName: '다',
        organizationId: 'P',
        managerFlag: '1' as const,
        userState: 1 as const,
      },
      {
        userId: 'D',
        userName: '라',
        organizationId: 'P',
        managerFlag: '0' as const,
        userState: 1 as const,
      },
      {
        userId: 'E',
        userName: '마',
        organizationId: 'T',
        managerFlag: '0' as const,
        userState: 2 as const,
      },
    ];
    const tree = [
      { dlId: 'T', parentId: null },
      { dlId: 'P', parentId: 'T' },
    ];
    const head = memberRelationsOf(people[0]!, people, tree);
    expect(head.managers).toEqual([]);
    expect(head.users.map((p) => p.userId)).toEqual(['C', 'B']);
    const part = memberRelationsOf(people[3]!, people, tree);
    expect(part.managers.map((p) => p.userId)).toEqual(['C', 'A']);
    expect(part.users.map((p) => p.userId)).toEqual([]);
  });
});

describe('company scope (spec 01 §6)', () => {
  it('members of a company the viewer belongs to are visible, others not', () => {
    const minjun = member('U0001'); // ST100 only
    const jihoon = member('U0003'); // ST100 and ST200
    const tokyo = employees.find(
      (person) => person.studioId === 'ST300' && person.subDepartments.length === 0,
    );
    const labs = employees.find(
      (person) => person.studioId === 'ST200' && person.subDepartments.length === 0,
    );
    expect(tokyo && labs).toBeTruthy();
    expect(sharesCompany(minjun, jihoon)).toBe(true);
    expect(sharesCompany(minjun, tokyo!)).toBe(false);
    expect(sharesCompany(jihoon, labs!)).toBe(true);
    expect(sharesCompany(minjun, labs!)).toBe(false);
  });
});

describe('posts a viewer shares (issue 13)', () => {
  const jihoon = member('U0003'); // main post in ST100, a concurrent post in ST200

  it('shows the main post when the viewer shares its company', () => {
    const seen = memberSeenBy(jihoon, { studioIds: ['ST100'], currentStudioId: 'ST100' });
    expect(seen?.organizationId).toBe(jihoon.organizationId);
    expect(seen?.subDepartments).toEqual([]);
  });

  it('shows only the shared concurrent post to a viewer of that company, without the head flag', () => {
    const viewer = { studioIds: ['ST200'], currentStudioId: 'ST200' };
    const post = relationPostOf(jihoon, viewer);
    expect(post?.studioId).toBe('ST200');
    const seen = memberSeenBy(jihoon, viewer);
    expect(seen).toMatchObject({ studioId: 'ST200', organizationId: post?.organizationId });
    expect(seen?.managerFlag).toBe('0');
  });

  it('shows nothing to a viewer who shares no company', () => {
    const viewer = { studioIds: ['ST300'], currentStudioId: 'ST300' };
    expect(relationPostOf(jihoon, viewer)).toBeNull();
    expect(memberSeenBy(jihoon, viewer)).toBeNull();
  });
});
