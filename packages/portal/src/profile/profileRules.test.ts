import { ApiError, type SubDepartment } from '@maru/api';
import { describe, expect, it } from 'vitest';
import {
  failureReaction,
  hiddenSubDepartmentCount,
  hrLinks,
  locationNames,
  lookupMeaning,
  visibleSubDepartments,
} from './profileRules';
import { closeProfileAtom, openProfileAtom, profileDialogAtom } from './profileDialogState';
import { createStore } from 'jotai';

const sub = (organizationId: string): SubDepartment => ({
  organizationId,
  dutyDesc: '매니저',
  studioId: 'ST100',
  companyName: '마루 주식회사',
  dlName: organizationId,
});

const codes = [
  { lookupType: 'DTM_TYPE_CD', lookupCode: '1', meaning: '근무 중', attribute01: 'WORK' },
  { lookupType: 'PHM_LOCATION_CD', lookupCode: 'SEL', meaning: '서울 본사', attribute01: null },
];

const apiError = (status: number | null, action: 'alert' | 'signIn' | 'toCommunity' = 'alert') =>
  new ApiError(
    { status, code: null, errorType: null, message: null, messageKey: 'error.unknown', action },
    '/user/userProfile/:userId',
  );

describe('profile dialog rules', () => {
  it('spec 01 §2: sub-departments show one, the show-more toggle reveals the rest', () => {
    const list = [sub('A'), sub('B'), sub('C')];
    expect(visibleSubDepartments(list, false).map((s) => s.organizationId)).toEqual(['A']);
    expect(visibleSubDepartments(list, true)).toHaveLength(3);
    expect(hiddenSubDepartmentCount(list)).toBe(2);
    expect(hiddenSubDepartmentCount([sub('A')])).toBe(0);
    expect(hiddenSubDepartmentCount([])).toBe(0);
  });

  it('spec 01 §7: status and location names come from the lookup codes', () => {
    expect(lookupMeaning(codes, 1)).toBe('근무 중');
    expect(lookupMeaning(codes, '9')).toBeNull();
    expect(locationNames(codes, [{ locationId: 'SEL' }, { locationId: 'XXX' }])).toEqual([
      '서울 본사',
    ]);
  });

  it('spec 01 §6: HR admins get HR-site links to /HPE1000/{userId} and /HOG1000/{orgId}', () => {
    const hosts = {
      ea: 'https://ea.test',
      hr: 'https://hr.test',
      people: 'https://people.test',
      kanban: 'https://kanban.test',
      ga: 'https://ga.test',
      payroll: 'https://payroll.test',
      performance: 'https://performance.test',
      mobile: 'https://m.test',
    };
    const links = hrLinks(true, hosts);
    expect(links?.member('U0001')).toBe('https://hr.test/HPE1000/U0001');
    expect(links?.organization('D2110')).toBe('https://hr.test/HOG1000/D2110');
    expect(links?.member('../x?y')).toBe('https://hr.test/HPE1000/..%2Fx%3Fy');
  });

  it('spec 01 §6: everyone else sees names and departments as plain text (no links)', () => {
    expect(hrLinks(false)).toBeNull();
  });

  it('spec 01 §4/§8: an unknown or foreign member is the member-not-found alert', () => {
    expect(failureReaction(apiError(404))).toBe('notFound');
    expect(failureReaction(apiError(403, 'toCommunity'))).toBe('notFound');
    expect(failureReaction(new Error('boom'))).toBe('notFound');
    expect(failureReaction(apiError(401, 'signIn'))).toBe('signIn');
    expect(failureReaction(apiError(502))).toBe('alert');
  });
});

describe('profile dialog state (useOpenProfile)', () => {
  it('opens for a member, swaps to another with a new request, and closes', () => {
    const store = createStore();
    store.set(openProfileAtom, 'U0001');
    expect(store.get(profileDialogAtom)).toEqual({ status: 'open', userId: 'U0001', request: 1 });
    store.set(openProfileAtom, 'U0006');
    expect(store.get(profileDialogAtom)).toEqual({ status: 'open', userId: 'U0006', request: 2 });
    store.set(closeProfileAtom);
    expect(store.get(profileDialogAtom)).toEqual({ status: 'closed' });
  });

  it('spec 01 §4: no user id opens with null (the member-not-found alert)', () => {
    const store = createStore();
    for (const missing of [undefined, null, '', '  ']) {
      store.set(openProfileAtom, missing);
      expect(store.get(profileDialogAtom)).toMatchObject({ status: 'open', userId: null });
    }
  });
});
