import { describe, expect, it } from 'vitest';
import { currentCompanyName, currentLogoUrl } from './topBarData';

const origin = 'https://portal.test';
const logos = [
  { companyId: 'ST100', logoUrl: 'https://cdn.test/st100.png' },
  { companyId: 'ST200', logoUrl: '/logos/st200.svg' },
  { companyId: 'ST300', logoUrl: 'javascript:alert(1)' },
  { companyId: 'ST400', logoUrl: 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E' },
];

describe('currentLogoUrl (spec 01 §2 cloud logo)', () => {
  it("takes the current company's logo", () => {
    expect(currentLogoUrl(logos, 'ST100', origin)).toBe('https://cdn.test/st100.png');
    expect(currentLogoUrl(logos, 'ST200', origin)).toBe('/logos/st200.svg');
    expect(currentLogoUrl(logos, 'ST400', origin)).toBe('data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E');
  });

  it('no logo for the company: null, so the brand text shows', () => {
    expect(currentLogoUrl(logos, 'ST999', origin)).toBeNull();
    expect(currentLogoUrl([], 'ST100', origin)).toBeNull();
  });

  it('GUIDE §7: a logo URL that is not http(s) or an internal path is not used', () => {
    expect(currentLogoUrl(logos, 'ST300', origin)).toBeNull();
  });
});

describe('currentCompanyName (the brand after a company switch)', () => {
  const studios = [
    { dlId: 'ST100', dlName: '마루 주식회사' },
    { dlId: 'ST200', dlName: '마루 랩스' },
  ];

  it('names the current company, not the main post company', () => {
    expect(
      currentCompanyName({ companyName: '마루 주식회사', currentStudioId: 'ST200' }, studios),
    ).toBe('마루 랩스');
  });

  it("falls back to the profile's company before the companies are loaded", () => {
    expect(currentCompanyName({ companyName: '마루 주식회사', currentStudioId: 'ST200' }, [])).toBe(
      '마루 주식회사',
    );
  });
});
