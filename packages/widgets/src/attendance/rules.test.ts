import { describe, expect, it } from 'vitest';
import { commuteStatusFixture } from '@maru/api/fixtures';
import {
  ATTENDANCE_FLOWS,
  attendanceButtons,
  decideAction,
  isPauseReasonValid,
  leaveIntent,
  startIntent,
  statusChanged,
  workStatus,
  type CommuteFlags,
} from './rules';

/** All 8 combinations of the start, pause and leave flags. */
const ALL_FLAGS: CommuteFlags[] = [false, true].flatMap((start) =>
  [false, true].flatMap((pause) => [false, true].map((leave) => ({ start, pause, leave }))),
);

const label = (f: CommuteFlags) => `start=${f.start} pause=${f.pause} leave=${f.leave}`;

/** A not-started day unless overridden. */
const status = commuteStatusFixture;

describe('attendanceButtons (spec 02 §4 attendance buttons)', () => {
  it('covers exactly the 8 flag combinations', () => {
    expect(new Set(ALL_FLAGS.map(label)).size).toBe(8);
  });

  it.each(ALL_FLAGS.map((f) => [label(f), f] as const))(
    'start is enabled exactly when start is true (%s)',
    (_, flags) => {
      expect(attendanceButtons(flags).start.enabled).toBe(flags.start);
    },
  );

  it.each(ALL_FLAGS.map((f) => [label(f), f] as const))(
    'pause is enabled exactly when start is false and pause is true (%s)',
    (_, flags) => {
      expect(attendanceButtons(flags).pause.enabled).toBe(!flags.start && flags.pause);
    },
  );

  it.each(ALL_FLAGS.map((f) => [label(f), f] as const))(
    'leave is enabled exactly when start is false and leave is true (%s)',
    (_, flags) => {
      expect(attendanceButtons(flags).leave.enabled).toBe(!flags.start && flags.leave);
    },
  );

  it.each(ALL_FLAGS.map((f) => [label(f), f] as const))(
    'start is disabled exactly when none of the three is permitted (%s)',
    (_, flags) => {
      const none = !flags.start && !flags.pause && !flags.leave;
      expect(attendanceButtons(flags).start.disabled).toBe(none);
    },
  );

  it.each(ALL_FLAGS.map((f) => [label(f), f] as const))(
    'pause and leave are disabled exactly when neither pause nor leave is permitted (%s)',
    (_, flags) => {
      const buttons = attendanceButtons(flags);
      const neither = !flags.pause && !flags.leave;
      expect(buttons.pause.disabled).toBe(neither);
      expect(buttons.leave.disabled).toBe(neither);
    },
  );

  it.each(ALL_FLAGS.map((f) => [label(f), f] as const))(
    'pause-on state exactly when pause is false and leave is true, and then pause ends the non-work (%s)',
    (_, flags) => {
      const buttons = attendanceButtons(flags);
      const on = !flags.pause && flags.leave;
      expect(buttons.pauseOn).toBe(on);
      expect(buttons.pause.mode).toBe(on ? 'end' : 'start');
    },
  );

  it('a working employee sees pause and leave highlighted and start not', () => {
    expect(attendanceButtons({ start: false, pause: true, leave: true })).toEqual({
      start: { enabled: false, disabled: false },
      pause: { enabled: true, disabled: false, mode: 'start' },
      leave: { enabled: true, disabled: false },
      pauseOn: false,
    });
  });
});

describe('statusChanged (spec 02 §4: status re-fetched before every action)', () => {
  it('is false when start, pause, leave and date are the same', () => {
    expect(statusChanged(status(), status({ workTime: 999, attendanceTime: 5 }))).toBe(false);
  });
  it.each(['start', 'pause', 'leave'] as const)('is true when %s differs', (flag) => {
    const before = status();
    expect(statusChanged(before, { ...before, [flag]: !before[flag] })).toBe(true);
  });
  it('is true when the date differs', () => {
    expect(statusChanged(status(), status({ date: '2026-11-21' }))).toBe(true);
  });
});

describe('startIntent (spec 02 §4 Actions "Start")', () => {
  it.each(ALL_FLAGS.map((f) => [label(f), f] as const))('routes by the flags (%s)', (_, flags) => {
    const kind = startIntent({ ...flags, leaveTime: null });
    if (flags.start) expect(kind).toBe('checkIn');
    else if (flags.pause) expect(kind).toBe('pauseStart');
    else if (flags.leave) expect(kind).toBe('pauseEnd');
    else expect(kind).toBe('missingLeave');
  });
  it('when allowed and a leave time exists, asks to check in again', () => {
    expect(startIntent({ start: true, pause: false, leave: false, leaveTime: 1_700_000_000 })).toBe(
      'reCheckIn',
    );
  });
  it('when start is not permitted and pause is, routes to starting a pause', () => {
    expect(startIntent({ start: false, pause: true, leave: true, leaveTime: null })).toBe(
      'pauseStart',
    );
  });
  it('when start is not permitted and only leave is (pause on), routes to stopping the pause', () => {
    expect(startIntent({ start: false, pause: false, leave: true, leaveTime: null })).toBe(
      'pauseEnd',
    );
  });
  it('when nothing is permitted, reports the missing leave of yesterday', () => {
    expect(startIntent({ start: false, pause: false, leave: false, leaveTime: null })).toBe(
      'missingLeave',
    );
  });
});

describe('leaveIntent (spec 02 §4 Actions "Leave")', () => {
  it('without an attendance time today, goes to the work-hour page', () => {
    expect(leaveIntent({ attendanceTime: null })).toBe('missingAttendance');
  });
  it('with an attendance time, leaves', () => {
    expect(leaveIntent({ attendanceTime: 1_700_000_000 })).toBe('leave');
  });
});

describe('decideAction', () => {
  const working = status({ start: false, pause: true, leave: true, attendanceTime: 1 });
  const paused = status({ start: false, pause: false, leave: true, attendanceTime: 1 });
  it('pause while working starts a non-work', () => {
    expect(decideAction('pause', working)).toBe('pauseStart');
  });
  it('pause in the pause-on state ends the non-work', () => {
    expect(decideAction('pause', paused)).toBe('pauseEnd');
  });
  it('start follows startIntent', () => {
    expect(decideAction('start', status())).toBe('checkIn');
    expect(decideAction('start', working)).toBe('pauseStart');
  });
  it('leave follows leaveIntent', () => {
    expect(decideAction('leave', working)).toBe('leave');
    expect(decideAction('leave', status({ start: false, leave: true }))).toBe('missingAttendance');
  });
});

describe('ATTENDANCE_FLOWS (spec 02 §4 Actions)', () => {
  it('check-in is a prompt with an optional reason sending 01/1', () => {
    expect(ATTENDANCE_FLOWS.checkIn).toMatchObject({
      ask: { dialog: 'prompt', reason: 'optional', messageKey: 'confirm.checkIn' },
      division: '01',
      type: '1',
      successKey: 'success.workStarted',
    });
  });
  it('re-check-in asks "check in again?" and sends 01/1', () => {
    expect(ATTENDANCE_FLOWS.reCheckIn).toMatchObject({
      ask: { dialog: 'prompt', reason: 'optional', messageKey: 'confirm.reCheckIn' },
      division: '01',
      type: '1',
    });
  });
  it('pause start requires a reason of at least 2 characters and sends 02/1', () => {
    expect(ATTENDANCE_FLOWS.pauseStart).toMatchObject({
      ask: {
        dialog: 'prompt',
        reason: 'required',
        minLength: 2,
        errorKey: 'error.pauseReasonTooShort',
      },
      division: '02',
      type: '1',
      successKey: 'success.nonWorkStarted',
    });
  });
  it('pause end is a confirm sending 02/2', () => {
    expect(ATTENDANCE_FLOWS.pauseEnd).toMatchObject({
      ask: { dialog: 'confirm' },
      division: '02',
      type: '2',
      successKey: 'success.nonWorkEnded',
    });
  });
  it('leave is a confirm sending 01/2', () => {
    expect(ATTENDANCE_FLOWS.leave).toMatchObject({
      ask: { dialog: 'confirm' },
      division: '01',
      type: '2',
      successKey: 'success.workEnded',
    });
  });
  it.each(['missingLeave', 'missingAttendance'] as const)(
    '%s confirms, then goes to MyWorkHour',
    (kind) => {
      expect(ATTENDANCE_FLOWS[kind]).toMatchObject({
        outcome: 'navigate',
        ask: { dialog: 'confirm' },
        target: 'MyWorkHour',
      });
    },
  );
});

describe('pause reason (spec 02 §5: two characters or more)', () => {
  it.each([
    ['', false],
    ['a', false],
    [' 밥 ', false],
    ['점심', true],
    ['ab', true],
  ] as const)('"%s" valid=%s', (reason, valid) => {
    expect(isPauseReasonValid(reason)).toBe(valid);
  });
});

describe('workStatus (spec 02 §4 work status labels)', () => {
  it('absent without an attendance time', () => {
    expect(workStatus(status())).toBe('absent');
    expect(workStatus(status({ start: false }))).toBe('absent');
  });
  it('working when pause is permitted after check-in', () => {
    expect(workStatus(status({ start: false, pause: true, leave: true, attendanceTime: 1 }))).toBe(
      'working',
    );
  });
  it('non-work in the pause-on state', () => {
    expect(workStatus(status({ start: false, pause: false, leave: true, attendanceTime: 1 }))).toBe(
      'nonWork',
    );
  });
  it('left work when a leave time exists and work is not running', () => {
    expect(workStatus(status({ start: true, attendanceTime: 1, leaveTime: 2 }))).toBe('leftWork');
    expect(workStatus(status({ start: false, attendanceTime: 1, leaveTime: 2 }))).toBe('leftWork');
  });
  it('working after checking in with no leave time when no flag is set', () => {
    expect(workStatus(status({ start: false, attendanceTime: 1 }))).toBe('working');
  });
});
