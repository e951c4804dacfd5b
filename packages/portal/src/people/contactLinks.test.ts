import { describe, expect, it } from 'vitest';
import {
  contactLinksOf,
  DEEP_LINK_TYPES,
  isDeepLinkType,
  rowChatLinks,
  telHref,
} from './contactLinks';

const member = {
  googleAuthId: 'minjun.kim@maru.example',
  slackLink: 'https://maru.slack.com/team/U0001',
  microsoft: true,
  naver: true,
  email: 'minjun.kim@maru.example',
  groupEmail: 'platform@maru.example',
  mobile: '010-1234-5678',
  telOffice: '02-6123-4567',
};

describe('contact deep links (spec 01 §2, §5)', () => {
  it('spec 01 §5: the deep-link type must be one of the eight', () => {
    expect(DEEP_LINK_TYPES).toEqual([
      'hangout',
      'slack',
      'teams',
      'naverworks',
      'mail',
      'group',
      'cellPhone',
      'phone',
    ]);
    for (const type of DEEP_LINK_TYPES) expect(isDeepLinkType(type)).toBe(true);
    for (const type of ['kakao', 'Slack', 'javascript', '', null, 3]) {
      expect(isDeepLinkType(type)).toBe(false);
    }
  });

  it('lists chat, mail, group mail, mobile and office phone in that order', () => {
    const links = contactLinksOf(member);
    expect(links.map((link) => link.type)).toEqual([...DEEP_LINK_TYPES]);
    expect(links.find((link) => link.type === 'mail')?.href).toBe('mailto:minjun.kim@maru.example');
    expect(links.find((link) => link.type === 'cellPhone')?.href).toBe('tel:01012345678');
    expect(links.find((link) => link.type === 'teams')?.href).toBe(
      'https://teams.microsoft.com/l/chat/0/0?users=minjun.kim%40maru.example',
    );
    expect(links.filter((link) => link.newTab).map((link) => link.type)).toEqual([
      'hangout',
      'slack',
      'teams',
      'naverworks',
    ]);
  });

  it('GUIDE §7: unsafe data never becomes a link (javascript:, http, odd mail, odd phone)', () => {
    const links = contactLinksOf({
      ...member,
      googleAuthId: 'x@y.example?body=1',
      slackLink: 'javascript:alert(1)',
      email: 'mailto:minjun@maru.example',
      groupEmail: 'a@b.example\nBcc: c@d.example',
      mobile: 'tel:010',
      telOffice: '02-1234-5678;ext=javascript:',
    });
    // Teams and Naver Works are built from the (refused) mail address, so they go too.
    expect(links).toEqual([]);
    expect(
      contactLinksOf({ ...member, slackLink: 'http://maru.slack.com/x' }).map((l) => l.type),
    ).not.toContain('slack');
  });

  it('unlinked services and missing contacts are left out', () => {
    const links = contactLinksOf({
      ...member,
      googleAuthId: null,
      slackLink: null,
      microsoft: false,
      naver: false,
      groupEmail: null,
      telOffice: null,
    });
    expect(links.map((link) => link.type)).toEqual(['mail', 'cellPhone']);
  });

  it('tel: keeps only digits and a leading plus', () => {
    expect(telHref('+82 (2) 6123-4567')).toBe('tel:+82261234567');
    expect(telHref('abc')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('spec 01 §2 messenger column: a list row links only its chat services, by the same rules', () => {
    const row = { ...member, slackLink: 'javascript:alert(1)' };
    expect(rowChatLinks(row).map((link) => link.type)).toEqual(['hangout', 'teams', 'naverworks']);
    expect(rowChatLinks(row).every((link) => link.newTab)).toBe(true);
  });
});
