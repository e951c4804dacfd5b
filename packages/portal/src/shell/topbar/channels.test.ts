import { describe, expect, it, vi } from 'vitest';
import type { SiteHosts } from '../../app/siteHosts';
import {
  allChannels,
  channelOpenMode,
  openChannel,
  visibleChannels,
  type ChannelCloud,
  type ChannelUser,
} from './channels';

const hosts: SiteHosts = {
  ea: 'https://ea.test',
  hr: 'https://hr.test',
  people: 'https://people.test',
  kanban: 'https://kanban.test',
  ga: 'https://ga.test',
  payroll: 'https://payroll.test',
  performance: 'https://performance.test',
  mobile: 'https://m.test',
};

const employee: ChannelUser = {
  hrUserAdminFlag: false,
  isFinanceAdmin: false,
  isGaPrivileged: false,
};
const bareTenant: ChannelCloud = {
  useGa: false,
  useKanban: false,
  usePerformance: false,
  usePayroll: false,
};

const keys = (user: ChannelUser, cloud: ChannelCloud) =>
  visibleChannels(user, cloud, hosts).map((channel) => channel.key);

describe('visibleChannels (spec 01 §6)', () => {
  it('spec 01 §6: community and approval are always shown, in that order', () => {
    expect(keys(employee, bareTenant)).toEqual(['community', 'approval']);
  });

  it('spec 01 §6: HR only if hrUserAdminFlag', () => {
    expect(keys({ ...employee, hrUserAdminFlag: true }, bareTenant)).toContain('hr');
    expect(keys(employee, bareTenant)).not.toContain('hr');
  });

  it('spec 01 §6: finance only if isFinanceAdmin', () => {
    expect(keys({ ...employee, isFinanceAdmin: true }, bareTenant)).toContain('finance');
    expect(keys(employee, bareTenant)).not.toContain('finance');
  });

  it('spec 01 §6: collaboration only if useKanban', () => {
    expect(keys(employee, { ...bareTenant, useKanban: true })).toContain('collaboration');
    expect(keys(employee, bareTenant)).not.toContain('collaboration');
  });

  it('spec 01 §6: evaluation only if usePerformance', () => {
    expect(keys(employee, { ...bareTenant, usePerformance: true })).toContain('evaluation');
    expect(keys(employee, bareTenant)).not.toContain('evaluation');
  });

  it('spec 01 §6: payroll only if usePayroll', () => {
    expect(keys(employee, { ...bareTenant, usePayroll: true })).toContain('payroll');
    expect(keys(employee, bareTenant)).not.toContain('payroll');
  });

  it('spec 01 §6: assets only if isGaPrivileged and useGa', () => {
    const privileged = { ...employee, isGaPrivileged: true };
    expect(keys(privileged, { ...bareTenant, useGa: true })).toContain('assets');
    expect(keys(privileged, bareTenant)).not.toContain('assets');
    expect(keys(employee, { ...bareTenant, useGa: true })).not.toContain('assets');
  });

  it('spec 01 §1: everything on keeps the order 1 community … 8 assets', () => {
    const all = visibleChannels(
      { hrUserAdminFlag: true, isFinanceAdmin: true, isGaPrivileged: true },
      { useGa: true, useKanban: true, usePerformance: true, usePayroll: true },
      hosts,
    );
    expect(all.map((channel) => channel.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('channel links (spec 01 §2)', () => {
  const byKey = Object.fromEntries(allChannels(hosts).map((channel) => [channel.key, channel]));

  it('community is the internal /community route', () => {
    expect(byKey.community).toMatchObject({ href: '/community', internal: true });
  });

  it('spec 01 §2: approval, HR and finance links carry desktopMode=true', () => {
    expect(byKey.approval?.href).toBe('https://ea.test/?desktopMode=true');
    expect(byKey.hr?.href).toBe('https://hr.test/?desktopMode=true');
    expect(byKey.finance?.href).toBe('https://ea.test/finance?desktopMode=true');
  });

  it('the other sites have no desktopMode parameter', () => {
    expect(byKey.collaboration?.href).toBe('https://kanban.test/');
    expect(byKey.evaluation?.href).toBe('https://performance.test/');
    expect(byKey.payroll?.href).toBe('https://payroll.test/');
    expect(byKey.assets?.href).toBe('https://ga.test/');
  });
});

describe('channelOpenMode (spec 01 §2)', () => {
  const click = (keys: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }>) => ({
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...keys,
  });

  it('spec 01 §2: Ctrl-click opens a new tab', () => {
    expect(channelOpenMode(click({ ctrlKey: true }))).toBe('new-tab');
  });

  it('spec 01 §2: Cmd-click opens a new tab', () => {
    expect(channelOpenMode(click({ metaKey: true }))).toBe('new-tab');
  });

  it('spec 01 §2: Shift-click opens a new window', () => {
    expect(channelOpenMode(click({ shiftKey: true }))).toBe('new-window');
  });

  it('Ctrl+Shift-click is still a new tab (the browsers’ rule)', () => {
    expect(channelOpenMode(click({ ctrlKey: true, shiftKey: true }))).toBe('new-tab');
  });

  it('spec 01 §2: a plain click stays in the same tab', () => {
    expect(channelOpenMode(click({}))).toBe('same-tab');
  });
});

describe('openChannel', () => {
  const openers = () => ({ navigate: vi.fn(), assign: vi.fn(), open: vi.fn() });
  const [community, approval] = allChannels(hosts);

  it('same tab: internal channels route client-side, external ones load the page', () => {
    const spies = openers();
    openChannel(community!, 'same-tab', spies);
    openChannel(approval!, 'same-tab', spies);
    expect(spies.navigate).toHaveBeenCalledExactlyOnceWith('/community');
    expect(spies.assign).toHaveBeenCalledExactlyOnceWith('https://ea.test/?desktopMode=true');
    expect(spies.open).not.toHaveBeenCalled();
  });

  it('new tab and new window never hand the portal to the opened page (noopener)', () => {
    const spies = openers();
    openChannel(approval!, 'new-tab', spies);
    openChannel(approval!, 'new-window', spies);
    expect(spies.open.mock.calls).toEqual([
      ['https://ea.test/?desktopMode=true', '_blank', 'noopener,noreferrer'],
      ['https://ea.test/?desktopMode=true', '_blank', 'popup,noopener,noreferrer'],
    ]);
    expect(spies.navigate).not.toHaveBeenCalled();
  });
});
