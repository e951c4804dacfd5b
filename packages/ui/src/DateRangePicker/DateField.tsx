import { createCalendar } from '@internationalized/date';
import { useRef } from 'react';
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

/**
 * One end of the range, typed segment by segment (react-aria spin buttons): arrows change a
 * segment, digits type it, and the segments follow the locale's date order.
 */
export function DateField(props: AriaDateFieldProps<DateValue>) {
  const { locale } = useLocale();
  const state = useDateFieldState({ ...props, locale, createCalendar });
  const ref = useRef<HTMLDivElement>(null);
  const { fieldProps } = useDateField(props, state, ref);
  return (
    <DateFieldBox {...fieldProps} ref={ref}>
      {state.segments.map((segment, index) => (
        <FieldSegment key={index} segment={segment} state={state} />
      ))}
    </DateFieldBox>
  );
}
