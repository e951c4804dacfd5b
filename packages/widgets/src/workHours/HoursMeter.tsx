import type { CSSProperties } from 'react';
import { barPercent } from './rules';
import { MeterFill, MeterTrack } from './WorkHoursWidget.styles';

export interface HoursMeterProps {
  /** Id of the visible label that names the meter. */
  labelledBy: string;
  hours: number;
  /** The scale's end in hours (> 0). */
  maxHours: number;
  /** Spoken value, e.g. "52시간 중 24.5시간". */
  valueText: string;
  /** 'overtime' draws the fill in the overtime colour. */
  tone: 'regular' | 'overtime';
}

/**
 * A read-only bar of hours. It is a `meter` (a measurement within a known range), not a
 * `progressbar` (progress of a task that completes) nor a `slider` (which users set): the
 * hours only move as the employee works. Values step by 0.1 h like the spec's slider.
 */
export function HoursMeter({ labelledBy, hours, maxHours, valueText, tone }: HoursMeterProps) {
  const style = { '--maru-hours-fill': `${barPercent(hours, maxHours)}%` } as CSSProperties;
  return (
    <MeterTrack
      role="meter"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={maxHours}
      aria-valuenow={Math.min(hours, maxHours)}
      aria-valuetext={valueText}
      data-tone={tone}
      style={style}
    >
      <MeterFill />
    </MeterTrack>
  );
}
