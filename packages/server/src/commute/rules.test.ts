import { describe, expect, it } from 'vitest';
import type { CommuteDivision, CommuteType } from '@maru/api';
import { commuteStatusFixture } from '@maru/api/fixtures';
import {
  STANDARD_WINDOW_SECONDS,
  commuteStatusOf,
  continueOffered,
  inputRefusal,
  planCommuteAction,
  standardWindowEnd,
  summariseDay,
  type CommuteEvent,
  type DaySummary,
} from './rules';

const T0 = 1_795_000_000; // an arbitrary morning
const ev = (kind: string, at: number, platform = '02'): CommuteEvent => {
  const [division = '', type = ''] = kind.split('/');
  return { division, type, recordedAt: at, platform };
};
const empty = summariseDay([], null);
const status = (today: DaySummary, previous: DaySummary = empty, offered = false) =>
  commuteStatusOf({ date: '2026-11-23', today, previous, continueOffered: offered });

describe('commute status flags (spec 02 §4)', () => {
  it('no records today → start only', () => {
    expect(status(empty)).toEqual(commuteStatusFixture({ date: '2026-11-23' }));
  });

  it('working (01/1 last) → pause and leave, attendance time set, work time up to now', () => {
    const today = summariseDay([ev('01/1', T0)], T0 + 3600);
    expect(status(today)).toMatchObject({
      start: false,
      pause: true,
      leave: true,
      attendanceTime: T0,
      appAttendanceTime: T0,
      workTime: 3600,
    });
  });

  it('in non-work (02/1 last) → leave only, non-work not counted as work', () => {
    const today = summariseDay([ev('01/1', T0), ev('02/1', T0 + 3600)], T0 + 5400);
    expect(today.phase).toBe('paused');
    expect(status(today)).toMatchObject({
      start: false,
      pause: false,
      leave: true,
      workTime: 3600,
    });
    expect(today.nonWorkSeconds).toBe(1800);
  });

  it('left (01/2 last) → start again (re-check-in), leave time set', () => {
    const today = summariseDay([ev('01/1', T0), ev('01/2', T0 + 8 * 3600)], T0 + 9 * 3600);
    expect(status(today)).toMatchObject({
      start: true,
      pause: false,
      leave: false,
      leaveTime: T0 + 8 * 3600,
      workTime: 8 * 3600,
    });
  });

  it('work time = worked seconds minus non-work, attendance = first 01/1, leave = last 01/2', () => {
    const day = summariseDay(
      [
        ev('01/1', T0),
        ev('02/1', T0 + 3600),
        ev('02/2', T0 + 4500),
        ev('01/2', T0 + 9000),
        ev('02/1', T0 + 9000), // re-check-in converts the gap into non-work
        ev('02/2', T0 + 10_000),
        ev('01/2', T0 + 12_000),
      ],
      T0 + 20_000,
    );
    expect(day).toMatchObject({
      phase: 'left',
      attendanceTime: T0,
      leaveTime: T0 + 12_000,
      workSeconds: 3600 + 4500 + 2000,
      nonWorkSeconds: 900 + 1000,
    });
  });

  it('appAttendanceTime is the first start sent from the app platform 02', () => {
    const day = summariseDay([ev('01/1', T0, '10')], T0 + 60);
    expect(day.attendanceTime).toBe(T0);
    expect(day.appAttendanceTime).toBeNull();
  });

  it('yesterday is false when the previous work day was started and never left', () => {
    const previous = summariseDay([ev('01/1', T0 - 86_400)], null);
    expect(status(empty, previous)).toMatchObject({ yesterday: false });
    const closed = summariseDay([ev('01/1', T0 - 86_400), ev('01/2', T0 - 60_000)], null);
    expect(status(empty, closed)).toMatchObject({ yesterday: true, continue: false, start: true });
  });

  it('spec 02 §4 continue-work: offered while the previous day is open and today is empty; start is blocked', () => {
    const previous = summariseDay([ev('01/1', T0 - 86_400), ev('02/1', T0 - 80_000)], null);
    expect(status(empty, previous, true)).toMatchObject({
      start: false,
      pause: false,
      leave: true,
      continue: true,
      yesterday: false,
    });
  });

  it('a past day open at its end is not credited beyond its last record', () => {
    expect(summariseDay([ev('01/1', T0)], null).workSeconds).toBe(0);
  });

  it('records the state does not allow and the continue audit record do not move the state', () => {
    const day = summariseDay(
      [ev('02/2', T0), ev('01/2', T0 + 1), ev('continue/2', T0 + 2), ev('01/1', T0 + 3)],
      T0 + 10,
    );
    expect(day).toMatchObject({ phase: 'working', attendanceTime: T0 + 3, workSeconds: 7 });
  });
});

describe('commute action transitions (spec 02 §4 actions)', () => {
  const NOW = T0 + 4 * 3600;
  const DAY_START = T0 - 3 * 3600;
  const planOf = (kind: string, today: DaySummary, previous: DaySummary, offered: boolean) => {
    const [division, type] = kind.split('/') as [CommuteDivision, CommuteType];
    return planCommuteAction({
      division,
      type,
      ymd: '2026-11-23',
      previousYmd: '2026-11-22',
      today,
      previous,
      continueOffered: offered,
      now: NOW,
      dayStart: DAY_START,
    });
  };
  /** The records planned, or null when refused. */
  const plan = (kind: string, today: DaySummary, previous: DaySummary = empty, offered = true) => {
    const result = planOf(kind, today, previous, offered);
    return 'records' in result ? result.records : null;
  };
  /** Why the action was refused, or null when it was planned. */
  const refusal = (kind: string, today: DaySummary, previous = empty, offered = true) => {
    const result = planOf(kind, today, previous, offered);
    return 'refusal' in result ? result.refusal : null;
  };
  const working = summariseDay([ev('01/1', T0)], NOW);
  const paused = summariseDay([ev('01/1', T0), ev('02/1', T0 + 60)], NOW);
  const left = summariseDay([ev('01/1', T0), ev('01/2', T0 + 3600)], NOW);
  const openYesterday = summariseDay([ev('01/1', DAY_START - 3600)], null);

  it('start (01/1) with no record today writes one start now', () => {
    expect(plan('01/1', empty)).toEqual([
      { ymd: '2026-11-23', division: '01', type: '1', recordedAt: NOW },
    ]);
  });

  it('non-work start (02/1) is allowed only while working; its end (02/2) only while paused', () => {
    expect(plan('02/1', working)).toEqual([expect.objectContaining({ division: '02', type: '1' })]);
    expect(plan('02/2', paused)).toEqual([expect.objectContaining({ division: '02', type: '2' })]);
    expect(plan('02/2', working)).toBeNull();
    expect(plan('02/1', paused)).toBeNull();
  });

  it('leaving during non-work closes the non-work first', () => {
    expect(plan('01/2', paused)).toEqual([
      { ymd: '2026-11-23', division: '02', type: '2', recordedAt: NOW },
      { ymd: '2026-11-23', division: '01', type: '2', recordedAt: NOW },
    ]);
  });

  it('re-check-in after leaving converts the time since leaving into non-work', () => {
    const planned = plan('01/1', left);
    expect(planned).toEqual([
      { ymd: '2026-11-23', division: '02', type: '1', recordedAt: T0 + 3600 },
      { ymd: '2026-11-23', division: '02', type: '2', recordedAt: NOW },
    ]);
    const after = summariseDay(
      [ev('01/1', T0), ev('01/2', T0 + 3600), ev('02/1', T0 + 3600), ev('02/2', NOW)],
      NOW + 600,
    );
    expect(after).toMatchObject({ phase: 'working', workSeconds: 3600 + 600, leaveTime: null });
    expect(after.nonWorkSeconds).toBe(NOW - (T0 + 3600));
  });

  it.each([
    ['start while working', '01/1', working],
    ['start while in non-work', '01/1', paused],
    ['non-work end while not paused', '02/2', empty],
    ['non-work start before starting', '02/1', empty],
    ['leave before starting', '01/2', empty],
    ['leave after leaving', '01/2', left],
    ['non-work after leaving', '02/1', left],
    ['continue without an open previous day', 'continue/2', empty],
    ['continue with type 1', 'continue/1', empty],
  ])('a forbidden transition (%s) plans nothing', (_name, kind, today) => {
    expect(plan(kind, today)).toBeNull();
  });

  it.each([
    ['check-in while working', '01/1', working, 'alreadyAtWork'],
    ['check-in while in non-work', '01/1', paused, 'alreadyAtWork'],
    ['pause before starting', '02/1', empty, 'notWorking'],
    ['pause while already in non-work', '02/1', paused, 'notWorking'],
    ['end pause while working', '02/2', working, 'notPaused'],
    ['end pause before starting', '02/2', empty, 'notPaused'],
    ['leave before starting', '01/2', empty, 'notAtWork'],
    ['leave after leaving', '01/2', left, 'alreadyLeft'],
    ['pause after leaving', '02/1', left, 'alreadyLeft'],
    ['continue when not offered', 'continue/2', empty, 'continueNotOffered'],
    ['continue while working', 'continue/2', working, 'continueNotOffered'],
  ] as const)(
    'spec 02 §4 state machine: %s is refused with its own message (%s)',
    (_name, kind, today, reason) => {
      expect(refusal(kind, today)).toBe(reason);
    },
  );

  it('spec 02 §4: check-in while the previous day is open is refused as yesterday-leave-missing', () => {
    expect(refusal('01/1', empty, openYesterday)).toBe('yesterdayLeaveMissing');
  });

  it('spec 02 §4 continue-work: refused when the open previous day is not offered continue', () => {
    expect(refusal('continue/2', empty, openYesterday, false)).toBe('continueNotOffered');
  });

  it('start is blocked while the previous day is open (a missing leave blocks going to work)', () => {
    expect(plan('01/1', empty, openYesterday)).toBeNull();
  });

  it('continue closes the previous day at its end and starts today at the day start', () => {
    expect(plan('continue/2', empty, openYesterday)).toEqual([
      { ymd: '2026-11-22', division: '01', type: '2', recordedAt: DAY_START - 1 },
      { ymd: '2026-11-23', division: '01', type: '1', recordedAt: DAY_START },
      { ymd: '2026-11-23', division: 'continue', type: '2', recordedAt: NOW },
    ]);
  });

  it('continue from a previous day left in non-work closes that non-work first', () => {
    const pausedYesterday = summariseDay(
      [ev('01/1', DAY_START - 7200), ev('02/1', DAY_START - 3600)],
      null,
    );
    expect(plan('continue/2', empty, pausedYesterday)?.slice(0, 2)).toEqual([
      { ymd: '2026-11-22', division: '02', type: '2', recordedAt: DAY_START - 1 },
      { ymd: '2026-11-22', division: '01', type: '2', recordedAt: DAY_START - 1 },
    ]);
  });
});

describe('continue-work window (spec 02 §4 "offered when the standard daily commute window has passed")', () => {
  const DAY_START = Date.parse('2026-11-23T06:00:00+09:00') / 1000;

  it('the standard window ends workStartTime + 9 h (8 h regular + 1 h break) on that work day', () => {
    expect(STANDARD_WINDOW_SECONDS).toBe(9 * 3600);
    expect(standardWindowEnd(DAY_START, '09:00')).toBe(
      Date.parse('2026-11-23T18:00:00+09:00') / 1000,
    );
    expect(standardWindowEnd(DAY_START, '1030')).toBe(
      Date.parse('2026-11-23T19:30:00+09:00') / 1000,
    );
  });

  it('an early-hours start (before the 06:00 day start) belongs to the next morning', () => {
    expect(standardWindowEnd(DAY_START, '02:00')).toBe(
      Date.parse('2026-11-24T11:00:00+09:00') / 1000,
    );
  });

  it('an unreadable start time falls back to 09:00', () => {
    expect(standardWindowEnd(DAY_START, 'soon')).toBe(standardWindowEnd(DAY_START, '09:00'));
  });

  const windowEnd = standardWindowEnd(DAY_START, '09:00');
  it('offered for an open day whose last activity came after the window (a night shift)', () => {
    const night = summariseDay([ev('01/1', windowEnd + 3 * 3600)], null);
    expect(night.lastRecordAt).toBe(windowEnd + 3 * 3600);
    expect(continueOffered(night, windowEnd)).toBe(true);
  });

  it('a resume after the window counts as activity; a pause start inside it does not reach it', () => {
    const lateResume = summariseDay(
      [ev('01/1', DAY_START + 3 * 3600), ev('02/1', windowEnd - 60), ev('02/2', windowEnd + 60)],
      null,
    );
    expect(continueOffered(lateResume, windowEnd)).toBe(true);
  });

  it('not offered for an open day whose last activity fell inside the window (a forgotten leave)', () => {
    const forgotten = summariseDay(
      [
        ev('01/1', DAY_START + 3 * 3600),
        ev('02/1', DAY_START + 7 * 3600),
        ev('02/2', DAY_START + 8 * 3600),
      ],
      null,
    );
    expect(continueOffered(forgotten, windowEnd)).toBe(false);
  });

  it('not offered for a closed day however late it ended', () => {
    const closed = summariseDay([ev('01/1', windowEnd + 60), ev('01/2', windowEnd + 120)], null);
    expect(continueOffered(closed, windowEnd)).toBe(false);
  });

  it('spec 02 §4: an open previous day without continue → nothing permitted (MyWorkHour)', () => {
    const forgotten = summariseDay([ev('01/1', DAY_START + 3 * 3600)], null);
    expect(status(empty, forgotten, false)).toMatchObject({
      start: false,
      pause: false,
      leave: false,
      continue: false,
      yesterday: false,
    });
  });

  it('continue only matters while today is empty', () => {
    const night = summariseDay([ev('01/1', windowEnd + 3600)], null);
    const today = summariseDay([ev('01/1', T0)], T0 + 60);
    expect(status(today, night, true)).toMatchObject({ continue: false, pause: true });
  });
});

describe('action input the server refuses whatever the state (400)', () => {
  it('spec 02 §5: a non-work start needs a reason of at least two characters', () => {
    expect(inputRefusal('02', '1', '')).toBe('pauseReasonTooShort');
    expect(inputRefusal('02', '1', '밥')).toBe('pauseReasonTooShort');
    expect(inputRefusal('02', '1', '은행')).toBeNull();
    // Only the start of non-work needs one.
    expect(inputRefusal('02', '2', '')).toBeNull();
    expect(inputRefusal('01', '1', '')).toBeNull();
  });

  it('spec 02 §4: continue-work is sent with type 2 only', () => {
    expect(inputRefusal('continue', '1', '')).toBe('continueNeedsEndType');
    expect(inputRefusal('continue', '2', '')).toBeNull();
  });
});
