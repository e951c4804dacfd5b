import { describe, expect, it } from 'vitest';
import { commuteSettingsSchema } from '../contract';
import { defaultCommuteSettings } from './commute';

describe('defaultCommuteSettings: an ordinary work day', () => {
  it('starts at 09:00 with core hours 10:00–16:00 and legal breaks, valid per the contract', () => {
    const settings = defaultCommuteSettings('2026-11-20');
    expect(commuteSettingsSchema.parse(settings)).toEqual(settings);
    expect(settings).toMatchObject({
      ymd: '2026-11-20',
      workStartTime: '09:00',
      coworkStartTime: '10:00',
      coworkEndTime: '16:00',
      breaktimeYn: 'Y',
    });
  });

  it('makes Saturdays and Sundays holidays, weekdays working days', () => {
    expect(defaultCommuteSettings('2026-11-20').holidayYn).toBe('N'); // Friday
    expect(defaultCommuteSettings('2026-11-21').holidayYn).toBe('Y'); // Saturday
    expect(defaultCommuteSettings('2026-11-22').holidayYn).toBe('Y'); // Sunday
    expect(defaultCommuteSettings('2026-11-23').holidayYn).toBe('N'); // Monday
  });
});
