import type { CommuteSettings } from '../contract';
import { isWeekend } from '../dates';

/**
 * Settings of an ordinary work day: 09:00 start, core (cowork) hours 10:00–16:00, legal
 * breaks on, no overtime or extended-work drafts. Saturdays and Sundays are holidays.
 */
export function defaultCommuteSettings(ymd: string): CommuteSettings {
  return {
    ymd,
    workCode: '10',
    workStartTime: '09:00',
    holidayYn: isWeekend(ymd) ? 'Y' : 'N',
    breaktimeYn: 'Y',
    coworkStartTime: '10:00',
    coworkEndTime: '16:00',
    overtimeYn: 'N',
    applyExtendedWorkFlag: 'N',
    extendedWorkDraftUseFlag: 'N',
  };
}
