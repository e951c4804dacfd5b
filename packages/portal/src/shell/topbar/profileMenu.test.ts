import type { MenuSectionData } from '@maru/ui';
import { describe, expect, it } from 'vitest';
import { companyToSwitchTo, profileMenuItems } from './profileMenu';

const texts = {
  changeCompany: '회사 변경',
  currentCompany: (company: string) => `${company} (현재 회사)`,
  myPage: '마이페이지',
  mySettings: '내 설정',
  signOut: '로그아웃',
};
const one = [{ dlId: 'ST100', dlName: '마루 주식회사' }];
const two = [...one, { dlId: 'ST200', dlName: '마루 랩스' }];

describe('profileMenuItems (spec 01 §2 profile dropdown)', () => {
  it('spec 01 §2: my page (/ess), my settings (/my/settings) and logout (/logout)', () => {
    const [account] = profileMenuItems(one, 'ST100', texts) as MenuSectionData[];
    expect(account?.items.map(({ label, href }) => [label, href])).toEqual([
      ['마이페이지', '/ess'],
      ['내 설정', '/my/settings'],
      ['로그아웃', '/logout'],
    ]);
  });

  it('spec 01 §2: no company-change list with one company', () => {
    expect(profileMenuItems(one, 'ST100', texts).map((entry) => entry.key)).toEqual(['account']);
  });

  it('spec 01 §2: the company-change list with more than one company, the current one marked', () => {
    const [companies] = profileMenuItems(two, 'ST200', texts) as MenuSectionData[];
    expect(companies?.title).toBe('회사 변경');
    expect(companies?.items.map((item) => item.label)).toEqual([
      '마루 주식회사',
      '마루 랩스 (현재 회사)',
    ]);
  });
});

describe('companyToSwitchTo (spec 01 §4 change company)', () => {
  it('another company of the list is switched to', () => {
    expect(companyToSwitchTo('company:ST200', two, 'ST100')).toEqual(two[1]);
  });

  it('the current company, unknown companies and other items change nothing', () => {
    expect(companyToSwitchTo('company:ST100', two, 'ST100')).toBeNull();
    expect(companyToSwitchTo('company:ST999', two, 'ST100')).toBeNull();
    expect(companyToSwitchTo('myPage', two, 'ST100')).toBeNull();
  });
});
