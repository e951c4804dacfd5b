import { createCalendar, getWeeksInMonth } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import {
  mergeProps,
  useButton,
  useCalendarCell,
  useCalendarGrid,
  useFocusRing,
  useLocale,
  useRangeCalendar,
} from 'react-aria';
import type { AriaButtonProps, DateValue, RangeCalendarProps } from 'react-aria';
import { useRangeCalendarState } from 'react-stately';
import type { RangeCalendarState } from 'react-stately';
import {
  CalendarHeader,
  CalendarTitle,
  CellButton,
  Grid,
  NavButton,
} from './DateRangePicker.styles';

import { ChevronIcon } from '../icons';

function CalendarNavButton(props: AriaButtonProps & { children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <NavButton
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      data-focus-visible={isFocusVisible || undefined}
    >
      {props.children}
    </NavButton>
  );
}

function CalendarCell({
  state,
  date,
  today,
}: {
  state: RangeCalendarState;
  date: CalendarDate;
  today: CalendarDate;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { cellProps, buttonProps, isSelected, isOutsideVisibleRange, isInvalid, formattedDate } =
    useCalendarCell({ date }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const highlighted = state.highlightedRange;
  const isStart = isSelected && highlighted?.start.compare(date) === 0;
  const isEnd = isSelected && highlighted?.end.compare(date) === 0;
  return (
    <td {...cellProps}>
      <CellButton
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        data-selected={isSelected || undefined}
        data-range-start={isStart || undefined}
        data-range-end={isEnd || undefined}
        data-outside={isOutsideVisibleRange || undefined}
        data-invalid={isInvalid || undefined}
        // Our own "today" (injected, not the wall clock) so stories and tests stay stable.
        data-today={date.compare(today) === 0 || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        {formattedDate}
      </CellButton>
    </td>
  );
}

function CalendarGrid({ state, today }: { state: RangeCalendarState; today: CalendarDate }) {
  const { locale } = useLocale();
  const { gridProps, headerProps, weekDays } = useCalendarGrid({}, state);
  const weeks = getWeeksInMonth(state.visibleRange.start, locale);
  return (
    <Grid {...gridProps}>
      <thead {...headerProps}>
        <tr>
          {weekDays.map((weekDay, index) => (
            <th key={index}>{weekDay}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: weeks }, (_, week) => (
          <tr key={week}>
            {state
              .getDatesInWeek(week)
              .map((date, index) =>
                date ? (
                  <CalendarCell key={index} state={state} date={date} today={today} />
                ) : (
                  <td key={index} />
                ),
              )}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}

export interface RangeCalendarViewProps extends RangeCalendarProps<DateValue> {
  /** The day marked as today. */
  today: CalendarDate;
}

/**
 * A one-month range calendar (APG date picker dialog grid): arrows move by day and week,
 * PageUp/PageDown by month, Shift+PageUp/PageDown by year, Home/End to the week's ends, Enter
 * picks the start and then the end.
 */
export function RangeCalendarView({ today, ...props }: RangeCalendarViewProps) {
  const { locale } = useLocale();
  const state = useRangeCalendarState({ ...props, locale, createCalendar });
  const ref = useRef<HTMLDivElement>(null);
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useRangeCalendar(
    props,
    state,
    ref,
  );
  return (
    <div {...calendarProps} ref={ref}>
      <CalendarHeader>
        <CalendarNavButton {...prevButtonProps}>
          <ChevronIcon size={16} direction="left" arm={5} base={10} strokeWidth={1.75} />
        </CalendarNavButton>
        <CalendarTitle>{title}</CalendarTitle>
        <CalendarNavButton {...nextButtonProps}>
          <ChevronIcon size={16} direction="right" arm={5} base={6} strokeWidth={1.75} />
        </CalendarNavButton>
      </CalendarHeader>
      <CalendarGrid state={state} today={today} />
    </div>
  );
}
