import { describe, expect, it } from 'vitest';
import type { AbsenteeEntry } from '../contract';
import { absenteeEntryFor, compareAbsentees, type PersonCard } from './people';

const person: PersonCard = {
  userId: 'U1',
  userName: '김민준',
  userNameEn: 'Minjun Kim',
  photo: null,
  dutyDesc: '책임',
  dlName: '프론트엔드파트',
  dlNameEn: 'Frontend Part',
  dlNameJa: null,
  dlNameZh: '前端小组',
};

const entry = (userId: string, employeeName: string, startTime: string | null): AbsenteeEntry => ({
  userId,
  userPhoto: null,
  employeeName,
  organizationName: '',
  calendarMarkName: '',
  lookupCode: '100',
  attribute01: null,
  startTime,
  endTime: null,
});

describe('absentees', () => {
  it('lists whole days first, then by start time, then by name', () => {
    const list = [
      entry('U3', '다', '14:00'),
      entry('U2', '나', null),
      entry('U4', '가', '09:00'),
      entry('U1', '가', null),
    ].sort(compareAbsentees);
    expect(list.map((item) => item.userId)).toEqual(['U1', 'U2', 'U4', 'U3']);
  });

  it('names the person in Korean for ko, else in English; the department Korean where missing', () => {
    const absence = { lookupCode: '100', startTime: null, endTime: null };
    const lookup = {
      attribute01: 'VACATION',
      meaning: { ko: '연차', en: 'Annual leave', ja: '年次休暇', zh: '年假' },
    };
    expect(absenteeEntryFor(absence, person, lookup, 'ja')).toMatchObject({
      employeeName: 'Minjun Kim',
      organizationName: '프론트엔드파트',
      calendarMarkName: '年次休暇',
      attribute01: 'VACATION',
    });
    expect(absenteeEntryFor(absence, person, undefined, 'ko')).toMatchObject({
      employeeName: '김민준',
      calendarMarkName: '100',
      attribute01: null,
    });
  });
});
