import { describe, expect, it } from 'vitest';
import { commuteStatusFixture } from '@maru/api/fixtures';
import {
  ATTENDANCE_FLOWS,
  attendanceButtons,
  decideAction,
  extendedWorkApplies,
  isPauseReasonValid,
  leaveIntent,
  needsSettings,
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

/** Every status × settings combination a press can meet: flags, continue, times, extended work. */
const ALL_CASES = ALL_FLAGS.flatMap((flags) =>
  [false, true].flatMap((resume) =>
    [null, 1_700_000_000].flatMap((attendanceTime) =>
      [null, 1_700_003_600].flatMap((leaveTime) =>
        (['NN', 'YN', 'NY', 'YY'] as const).map((yn) => ({
          status: { ...flags, continue: resume, attendanceTime, leaveTime },
          settings: {
            applyExtendedWorkFlag: yn[0] as 'Y' | 'N',
            extendedWorkDraftUseFlag: yn[1] as 'Y' | 'N',
          },
        })),
      ),
    ),
  ),
);
const caseLabel = ({ status: s, settings }: (typeof ALL_CASES)[number]) =>
  `${label(s)} continue=${s.continue} attendance=${s.attendanceTime !== null} leaveTime=${s.leaveTime !== null} extended=${settings.applyExtendedWorkFlag}${settings.extendedWorkDraftUseFlag}`;

describe('decideAction: every button × status × settings (spec 02 §4 Actions)', () => {
  it('covers 8 flag sets × continue × attendance × leave time × 4 settings = 256 cases', () => {
    expect(new Set(ALL_CASES.map(caseLabel)).size).toBe(256);
  });

  it.each(ALL_CASES.map((c) => [caseLabel(c), c] as const))(
    'spec 02 §4 Start: check-in, re-check-in, pause flow, continue-work or missing leave (%s)',
    (_, { status: s, settings }) => {
      const expected = s.start
        ? s.leaveTime !== null
          ? 'reCheckIn'
          : 'checkIn'
        : s.pause
          ? 'pauseStart'
          : s.leave
            ? s.continue
              ? 'continueWork'
              : 'pauseEnd'
            : 'missingLeave';
      expect(decideAction('start', s, settings)).toBe(expected);
    },
  );

  it.each(ALL_CASES.map((c) => [caseLabel(c), c] as const))(
    'spec 02 §4 Pause: ends the non-work in the pause-on state, else starts one (%s)',
    (_, { status: s, settings }) => {
      const pauseOn = !s.pause && s.leave && !s.continue;
      expect(decideAction('pause', s, settings)).toBe(pauseOn ? 'pauseEnd' : 'pauseStart');
    },
  );

  it.each(ALL_CASES.map((c) => [caseLabel(c), c] as const))(
    'spec 02 §4 Leave: continue-work, missing attendance, extended-work check or confirm (%s)',
    (_, { status: s, settings }) => {
      const extended =
        settings.applyExtendedWorkFlag === 'Y' && settings.extendedWorkDraftUseFlag === 'Y';
      const expected = s.continue
        ? 'continueWork'
        : s.attendanceTime === null
          ? 'missingAttendance'
          : extended
            ? 'extendedLeave'
            : 'leave';
      expect(decideAction('leave', s, settings)).toBe(expected);
    },
  );
});

describe('startIntent (spec 02 §4 Actions "Start")', () => {
  const s = (over: Partial<Parameters<typeof startIntent>[0]>) => ({
    start: false,
    pause: false,
    leave: false,
    continue: false,
    leaveTime: null,
    ...over,
  });
  it('when allowed and a leave time exists, asks to check in again (re-check-in)', () => {
    expect(startIntent(s({ start: true, leaveTime: 1_700_000_000 }))).toBe('reCheckIn');
    expect(startIntent(s({ start: true }))).toBe('checkIn');
  });
  it('when start is not permitted and pause is, routes to starting a pause', () => {
    expect(startIntent(s({ pause: true, leave: true }))).toBe('pauseStart');
  });
  it('when start is not permitted and only leave is (pause on), routes to stopping the pause', () => {
    expect(startIntent(s({ leave: true }))).toBe('pauseEnd');
  });
  it('while continue-work waits (leave and continue), routes to the continue-work flow', () => {
    expect(startIntent(s({ leave: true, continue: true }))).toBe('continueWork');
  });
  it('when nothing is permitted, reports the missing leave of yesterday', () => {
    expect(startIntent(s({}))).toBe('missingLeave');
  });
});

describe('leaveIntent (spec 02 §4 Actions "Leave")', () => {
  const YY = { applyExtendedWorkFlag: 'Y', extendedWorkDraftUseFlag: 'Y' } as const;
  it('without an attendance time today, goes to the work-hour page', () => {
    expect(leaveIntent({ attendanceTime: null, continue: false })).toBe('missingAttendance');
  });
  it('with an attendance time, leaves (settings unknown or off)', () => {
    expect(leaveIntent({ attendanceTime: 1_700_000_000, continue: false })).toBe('leave');
  });
  it('spec 02 §4: applyExtendedWorkFlag and extendedWorkDraftUseFlag both Y → the extended-work check', () => {
    expect(leaveIntent({ attendanceTime: 1, continue: false }, YY)).toBe('extendedLeave');
    expect(
      leaveIntent({ attendanceTime: 1, continue: false }, { ...YY, extendedWorkDraftUseFlag: 'N' }),
    ).toBe('leave');
  });
  it('spec 02 §4: continue set → the continue-work flow, before the missing-attendance check', () => {
    expect(leaveIntent({ attendanceTime: null, continue: true }, YY)).toBe('continueWork');
  });
});

describe("needsSettings: the day's settings are fetched only when a leave depends on them", () => {
  const working = status({ start: false, pause: true, leave: true, attendanceTime: 1 });
  it('a leave with an attendance time and no continue', () => {
    expect(needsSettings('leave', working)).toBe(true);
  });
  it.each([
    ['start', working],
    ['pause', working],
    ['leave', status({ start: false, leave: true, continue: true })],
    ['leave', status({ start: false, leave: true })],
  ] as const)('not for %s in %#', (button, s) => {
    expect(needsSettings(button, s)).toBe(false);
  });
});

describe('extendedWorkApplies (spec 02 §4 Leave)', () => {
  it.each([
    ['Y', 'Y', true],
    ['Y', 'N', false],
    ['N', 'Y', false],
    ['N', 'N', false],
  ] as const)('%s/%s → %s', (apply, draft, on) => {
    expect(
      extendedWorkApplies({ applyExtendedWorkFlag: apply, extendedWorkDraftUseFlag: draft }),
    ).toBe(on);
  });
  it('null settings → off', () => {
    expect(extendedWorkApplies(null)).toBe(false);
  });
});

describe('attendanceButtons while continue-work waits', () => {
  it('no pause-on state: pause disabled, leave highlighted (it opens continue-work)', () => {
    expect(attendanceButtons({ start: false, pause: false, leave: true, continue: true })).toEqual({
      start: { enabled: false, disabled: false },
      pause: { enabled: false, disabled: true, mode: 'start' },
      leave: { enabled: true, disabled: false },
      pauseOn: false,
    });
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
  it('spec 02 §4 extended-work leave: timed out → optional reason prompt, else confirm; 01/2', () => {
    expect(ATTENDANCE_FLOWS.extendedLeave).toMatchObject({
      outcome: 'extendedLeave',
      timedOut: { dialog: 'prompt', reason: 'optional' },
      inTime: { dialog: 'confirm' },
      division: '01',
      type: '2',
      successKey: 'success.workEnded',
    });
  });
  it('spec 02 §4 continue-work: continue or missing, an optional reason, continue/2', () => {
    expect(ATTENDANCE_FLOWS.continueWork).toMatchObject({
      outcome: 'continueWork',
      choice: { confirmLabelKey: 'button.continue', cancelLabelKey: 'button.missing' },
      missing: 'missingLeave',
      reason: { dialog: 'prompt', reason: 'optional' },
      division: 'continue',
      type: '2',
      successKey: 'success.continueWorkComplete',
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
