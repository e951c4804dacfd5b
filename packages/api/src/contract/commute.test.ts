import { describe, expect, it } from 'vitest';
import { WORK_DAY_START_HOUR, workDateOf } from './commute';

describe('work day (standard day start 06:00)', () => {
  const kst = (iso: string) => Date.parse(`${iso}+09:00`) / 1000;

  it('starts at hour 6', () => {
    expect(WORK_DAY_START_HOUR).toBe(6);
  });

  it('an instant from 06:00 belongs to that calendar day', () => {
    expect(workDateOf(kst('2026-11-20T06:00:00'), 540)).toBe('2026-11-20');
    expect(workDateOf(kst('2026-11-20T23:59:00'), 540)).toBe('2026-11-20');
  });

  it('an instant before 06:00 still belongs to the previous work day', () => {
    expect(workDateOf(kst('2026-11-21T01:30:00'), 540)).toBe('2026-11-20');
    expect(workDateOf(kst('2026-11-21T05:59:59'), 540)).toBe('2026-11-20');
  });

  it('uses the caller offset, not the machine time zone', () => {
    const instant = Date.parse('2026-11-20T00:30:00Z') / 1000;
    expect(workDateOf(instant, 540)).toBe('2026-11-20'); // 09:30 in Seoul
    expect(workDateOf(instant, 0)).toBe('2026-11-19'); // 00:30 in London
  });
});
