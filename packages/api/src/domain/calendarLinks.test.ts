import { describe, expect, it } from 'vitest';
import { calendarLinksFor } from './calendarLinks';

describe('calendarLinksFor: the profile’s mainDepartment flags', () => {
  it('flags each provider the user linked, expired links included, nobody else’s', () => {
    const links = [
      { userId: 'U1', provider: 'google' as const },
      { userId: 'U1', provider: 'naver' as const },
      { userId: 'U2', provider: 'microsoft' as const },
    ];
    expect(calendarLinksFor('U1', links)).toEqual({ google: true, microsoft: false, naver: true });
    expect(calendarLinksFor('U3', links)).toEqual({
      google: false,
      microsoft: false,
      naver: false,
    });
  });
});
