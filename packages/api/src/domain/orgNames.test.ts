import { describe, expect, it } from 'vitest';
import { departmentNameOf, orgNameOf, studioNameOf } from './orgNames';

const maru = {
  dlId: 'ST100',
  code: 'MARU',
  dlName: '마루 주식회사',
  dlNameEn: 'Maru Corp.',
  dlNameJa: 'マル株式会社',
  dlNameZh: '玛鲁股份有限公司',
};

describe('orgNameOf: a company or department name in the reader’s language', () => {
  it('names it in the locale when it has a name there', () => {
    expect(orgNameOf(maru, 'ja')).toBe('マル株式会社');
    expect(studioNameOf(maru, 'zh')).toBe('玛鲁股份有限公司');
    expect(departmentNameOf(maru, 'en')).toBe('Maru Corp.');
  });

  it('spec 01 §9: a name missing in a language falls back to Korean, not English', () => {
    const untranslated = { ...maru, dlNameJa: '', dlNameZh: null };
    expect(orgNameOf(untranslated, 'ja')).toBe('마루 주식회사');
    expect(departmentNameOf(untranslated, 'zh')).toBe('마루 주식회사');
    expect(studioNameOf({ ...maru, dlNameJa: '' }, 'ja')).toBe('마루 주식회사');
    expect(orgNameOf(untranslated, 'en')).toBe('Maru Corp.');
  });
});
