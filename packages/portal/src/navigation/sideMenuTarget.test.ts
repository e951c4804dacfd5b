import { describe, expect, it } from 'vitest';
import { sideMenuTarget } from './sideMenuTarget';

describe('side menu target of a navigation (spec 01 §2, spec 02 §2)', () => {
  it('spec 01 §2: going to /dl (or below it) clears the menu', () => {
    expect(sideMenuTarget('/dl', 'community')).toEqual({ kind: 'clear' });
    expect(sideMenuTarget('/dl/12/view', null)).toEqual({ kind: 'clear' });
  });

  it('paths that only start with "dl" are not /dl', () => {
    expect(sideMenuTarget('/dlist', 'community')).toEqual({ kind: 'area', area: 'community' });
  });

  it("a route with a menu area shows that area's tree", () => {
    expect(sideMenuTarget('/ess/myWorkHour', 'ess')).toEqual({ kind: 'area', area: 'ess' });
    expect(sideMenuTarget('/admin/menu', 'admin')).toEqual({ kind: 'area', area: 'admin' });
  });

  it('a route without a menu area keeps the current menu', () => {
    expect(sideMenuTarget('/orgChart', null)).toEqual({ kind: 'keep' });
  });
});
