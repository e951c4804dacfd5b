import { describe, expect, it } from 'vitest';
import { findEmployee, hasFlag, menuPermissionRules } from '@maru/api/fixtures';
import { flagsOf, portalPathOf } from './permissions';
import { menuRowsFromFixtures, permissionRowsOf } from './seed';

function employee(userId: string) {
  const found = findEmployee(userId);
  if (!found) throw new Error(`no employee ${userId}`);
  return found;
}

describe('flagsOf — the flags permission rules may grant to', () => {
  it('is empty for a plain employee', () => {
    expect(flagsOf(employee('U0001'))).toEqual([]);
  });

  it('holds admin, HR admin and manager for the administrator', () => {
    expect(flagsOf(employee('U0003'))).toEqual(['adminFlag', 'hrUserAdminFlag', 'managerFlag']);
  });

  it('agrees with the fixtures’ hasFlag for the demo people', () => {
    for (const userId of ['U0001', 'U0003', 'U0004', 'U0005', 'U0006', 'U0007', 'U0008']) {
      const person = employee(userId);
      const flags = flagsOf(person);
      for (const flag of [
        'adminFlag',
        'hrUserAdminFlag',
        'managerFlag',
        'isFinanceAdmin',
        'isGaPrivileged',
      ] as const) {
        expect([userId, flag, flags.includes(flag)]).toEqual([userId, flag, hasFlag(person, flag)]);
      }
    }
  });
});

describe('portalPathOf — the path the URL access check compares', () => {
  it.each([
    ['/ess/myInfo', '/ess/myinfo'],
    ['/ess/myWorkHour/?tab=week#top', '/ess/myworkhour'],
    ['https://portal.maru.example/community/board/10', '/community/board/10'],
    ['ess', '/ess'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s', (url, path) => {
    expect(portalPathOf(url)).toBe(path);
  });
});

describe('seed rows from the fixtures', () => {
  it('stores each menu id once, with the side menus’ roots (1, 1100) added and 1000 from the top menu', () => {
    const rows = menuRowsFromFixtures();
    const ids = rows.map((row) => row.menu_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows.find((row) => row.menu_id === 1)).toMatchObject({ parent_id: null, top_menu: 0 });
    expect(rows.find((row) => row.menu_id === 1100)).toMatchObject({
      parent_id: null,
      top_menu: 0,
    });
    expect(rows.find((row) => row.menu_id === 1000)).toMatchObject({
      parent_id: null,
      top_menu: 1,
    });
    expect(rows.find((row) => row.menu_id === 1001)?.parent_id).toBe(1000);
  });

  it('puts parents before children', () => {
    const seen = new Set<number>();
    for (const row of menuRowsFromFixtures()) {
      if (row.parent_id != null) expect(seen.has(row.parent_id)).toBe(true);
      seen.add(row.menu_id);
    }
  });

  it('expands a rule into one row per grantee and event', () => {
    expect(
      permissionRowsOf({
        menuId: 14,
        grantee: { kind: 'users', userIds: ['U1', 'U2'] },
        events: ['R', 'A'],
      }),
    ).toEqual([
      { menu_id: 14, grantee_kind: 'user', grantee_value: 'U1', event: 'R' },
      { menu_id: 14, grantee_kind: 'user', grantee_value: 'U1', event: 'A' },
      { menu_id: 14, grantee_kind: 'user', grantee_value: 'U2', event: 'R' },
      { menu_id: 14, grantee_kind: 'user', grantee_value: 'U2', event: 'A' },
    ]);
    expect(permissionRowsOf({ menuId: 1, grantee: { kind: 'everyone' }, events: ['R'] })).toEqual([
      { menu_id: 1, grantee_kind: 'everyone', grantee_value: null, event: 'R' },
    ]);
    expect(menuPermissionRules.length).toBeGreaterThan(0);
  });
});
