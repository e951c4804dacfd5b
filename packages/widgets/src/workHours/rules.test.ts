import { describe, expect, it } from 'vitest';
import type { Hours } from '@maru/api';
import { workHoursScenarios } from '@maru/api/fixtures';
import {
  DEFAULT_LEGAL_HOURS,
  DEFAULT_LIMIT_HOURS,
  HOURS_STEP,
  OVERTIME_SCALE_FALLBACK_HOURS,
  barPercent,
  hoursOf,
  workHoursDisplay,
  type WorkHoursInput,
} from './rules';

const H = 3600;

function input(hours: Partial<Hours> = {}, settings: Partial<WorkHoursInput['settings']> = {}) {
  return {
    hours: {
      legalSeconds: 40 * H,
      limitExtendedSeconds: 12 * H,
      limitSeconds: 52 * H,
      normalWorkSeconds: 20 * H,
      extendedWorkSeconds: 0,
      ...hours,
    },
    settings: { workCode: '10', overtimeYn: 'N' as const, ...settings },
  };
}

describe('work-hour display rule (spec 02 §4 overtime display, §9 defaults)', () => {
  it('spec 02 §9: legal hours 40 and limit hours 52 when the hours call sends none', () => {
    expect(DEFAULT_LEGAL_HOURS).toBe(40);
    expect(DEFAULT_LIMIT_HOURS).toBe(52);
    const display = workHoursDisplay(input({ legalSeconds: 0, limitSeconds: 0 }));
    expect(display.regular.limitHours).toBe(40);
    expect(display.current.maxHours).toBe(52);
  });

  it('spec 02 §9: legal and limit hours come from the hours call when it sends them', () => {
    const display = workHoursDisplay(input({ legalSeconds: 35 * H, limitSeconds: 47 * H }));
    expect(display.regular.limitHours).toBe(35);
    expect(display.current.maxHours).toBe(47);
  });

  it('spec 02 §9: hours shown with one decimal (seconds / 3600), step 0.1', () => {
    expect(HOURS_STEP).toBe(0.1);
    expect(hoursOf(24 * H + 30 * 60)).toBe(24.5);
    expect(hoursOf(3 * H + 2 * 60)).toBe(3); // 3.033 → 3.0
    expect(hoursOf(3 * H + 3 * 60)).toBe(3.1); // 3.05 → 3.1 (half up)
    expect(hoursOf(-5)).toBe(0);
  });

  it('one-decimal sums do not drift (0.1 + 0.2 = 0.3)', () => {
    const display = workHoursDisplay(
      input({ normalWorkSeconds: 0.1 * H, extendedWorkSeconds: 0.2 * H }),
    );
    expect(display.current.hours).toBe(0.3);
  });

  it("spec 02 §4: overtimeYn 'Y' raises the overtime limit to at least the hours worked", () => {
    const display = workHoursDisplay(
      input({ normalWorkSeconds: 40 * H, extendedWorkSeconds: 14.5 * H }, { overtimeYn: 'Y' }),
    );
    expect(display.overtimeAllowed).toBe(true);
    expect(display.overtime).toEqual({
      hours: 14.5,
      workedHours: 14.5,
      limitHours: 14.5,
      scaleHours: 14.5,
    });
    // The maximum work time follows, so the current bar never overflows.
    expect(display.current).toEqual({ hours: 54.5, maxHours: 54.5 });
  });

  it("spec 02 §4: overtimeYn 'Y' keeps a limit above the hours worked", () => {
    const display = workHoursDisplay(input({ extendedWorkSeconds: 2 * H }, { overtimeYn: 'Y' }));
    expect(display.overtime.limitHours).toBe(12);
    expect(display.current.maxHours).toBe(52);
  });

  it("spec 02 §4: otherwise (overtimeYn 'N') worked overtime is capped at the limit", () => {
    const display = workHoursDisplay(
      input({ normalWorkSeconds: 40 * H, extendedWorkSeconds: 14.5 * H }),
    );
    expect(display.overtimeAllowed).toBe(false);
    expect(display.overtime).toEqual({
      hours: 12,
      workedHours: 14.5,
      limitHours: 12,
      scaleHours: 12,
    });
    expect(display.current).toEqual({ hours: 52, maxHours: 52 });
  });

  it('spec 02 §4: overtime below the limit is shown as worked either way', () => {
    for (const overtimeYn of ['Y', 'N'] as const) {
      const display = workHoursDisplay(input({ extendedWorkSeconds: 3 * H }, { overtimeYn }));
      expect(display.overtime.hours).toBe(3);
    }
  });

  it('spec 02 §4: an overtime limit of 0 shows a scale of 496 hours', () => {
    expect(OVERTIME_SCALE_FALLBACK_HOURS).toBe(496);
    const display = workHoursDisplay(input({ limitExtendedSeconds: 0 }));
    expect(display.overtime).toMatchObject({ hours: 0, limitHours: 0, scaleHours: 496 });
  });

  it("spec 02 §4: limit 0 with 'N' caps worked overtime at 0, still on the 496 scale", () => {
    const display = workHoursDisplay(
      input({ limitExtendedSeconds: 0, extendedWorkSeconds: 5 * H }),
    );
    expect(display.overtime).toMatchObject({ hours: 0, workedHours: 5, scaleHours: 496 });
  });

  it("spec 02 §4: limit 0 with 'Y' is raised to the overtime worked, so no 496 scale", () => {
    const display = workHoursDisplay(
      input({ limitExtendedSeconds: 0, extendedWorkSeconds: 5 * H }, { overtimeYn: 'Y' }),
    );
    expect(display.overtime).toMatchObject({ hours: 5, limitHours: 5, scaleHours: 5 });
  });

  it('spec 02 §4: the regular bar is overtime-styled once hours worked reach the legal hours', () => {
    const below = workHoursDisplay(input({ normalWorkSeconds: 39.9 * H }));
    expect(below.regular.overtimeStyled).toBe(false);
    const reached = workHoursDisplay(input({ normalWorkSeconds: 40 * H }));
    expect(reached.regular.overtimeStyled).toBe(true);
    const beyond = workHoursDisplay(
      input({ normalWorkSeconds: 40 * H, extendedWorkSeconds: 1 * H }),
    );
    expect(beyond.regular.overtimeStyled).toBe(true);
  });

  it('reaching the legal hours counts the overtime shown too (regular split elsewhere)', () => {
    const display = workHoursDisplay(
      input({ normalWorkSeconds: 38 * H, extendedWorkSeconds: 2 * H }),
    );
    expect(display.regular.overtimeStyled).toBe(true);
  });

  it("spec 02 §3: workCode '40' hides the regular-limit display", () => {
    const display = workHoursDisplay(input({ normalWorkSeconds: 45 * H }, { workCode: '40' }));
    expect(display.workType).toBe('flexible');
    expect(display.regular).toEqual({ hours: 45, limitHours: null, overtimeStyled: false });
  });

  it('any other work code is the standard system with its regular limit', () => {
    for (const workCode of ['10', '20', '4', '400']) {
      const display = workHoursDisplay(input({}, { workCode }));
      expect(display.workType).toBe('standard');
      expect(display.regular.limitHours).toBe(40);
    }
  });

  it('the shared scenarios match their stories', () => {
    const of = (name: keyof typeof workHoursScenarios) =>
      workHoursDisplay(workHoursScenarios[name]);
    expect(of('regular')).toMatchObject({ current: { hours: 25.5, maxHours: 52 } });
    expect(of('overtime').overtime).toMatchObject({ hours: 14.5, limitHours: 14.5 });
    expect(of('cap').overtime).toMatchObject({ hours: 12, workedHours: 14.5 });
    expect(of('scale496').overtime.scaleHours).toBe(496);
    expect(of('flexible').regular.limitHours).toBeNull();
  });
});

describe('barPercent', () => {
  it('is the share of the scale, clamped to 0–100', () => {
    expect(barPercent(13, 52)).toBe(25);
    expect(barPercent(60, 52)).toBe(100);
    expect(barPercent(-1, 52)).toBe(0);
    expect(barPercent(3, 0)).toBe(0);
  });
});
