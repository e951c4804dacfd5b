import { createCalendar } from '@internationalized/date';
import { useEffect, useRef } from 'react';
import { useDateField, useDateSegment, useLocale } from 'react-aria';
import type { AriaDateFieldProps, DateValue } from 'react-aria';
import { useDateFieldState } from 'react-stately';
import type { DateFieldState, DateSegment } from 'react-stately';
import { DateFieldBox, Segment } from './DateRangePicker.styles';

function FieldSegment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <Segment
      {...segmentProps}
      ref={ref}
      data-placeholder={segment.isPlaceholder || undefined}
      data-literal={segment.type === 'literal' || undefined}
    >
      {segment.text}
    </Segment>
  );
}

interface DateFieldProps extends AriaDateFieldProps<DateValue> {
  /**
   * Called on mount and when the field starts or stops having an empty segment. react-aria
   * reports no change while a date is half typed (it keeps the last whole date as the value),
   * so the picker learns it here.
   */
  onHalfTyped: (halfTyped: boolean) => void;
}

/**
 * One end of the range, typed segment by segment (react-aria spin buttons): arrows change a
 * segment, digits type it, and the segments follow the locale's date order.
 */
export function DateField({ onHalfTyped, ...props }: DateFieldProps) {
  const { locale } = useLocale();
  const state = useDateFieldState({ ...props, locale, createCalendar });
  const ref = useRef<HTMLDivElement>(null);
  const { fieldProps } = useDateField(props, state, ref);
  const halfTyped = state.segments.some((segment) => segment.isEditable && segment.isPlaceholder);
  const latest = useRef(onHalfTyped);
  useEffect(() => {
    latest.current = onHalfTyped;
  });
  useEffect(() => latest.current(halfTyped), [halfTyped]);
  return (
    <DateFieldBox {...fieldProps} ref={ref}>
      {state.segments.map((segment, index) => (
        <FieldSegment key={index} segment={segment} state={state} />
      ))}
    </DateFieldBox>
  );
}
