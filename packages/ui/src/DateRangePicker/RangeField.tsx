import type { CalendarDate } from '@internationalized/date';
import { useRef } from 'react';
import { mergeProps, useButton, useDateRangePicker, useFocusRing } from 'react-aria';
import type { DateValue, RangeValue } from 'react-aria';
import { useDateRangePickerState } from 'react-stately';
import type { Translate } from '../intl/useIntl';
import { CalendarPopover } from './CalendarPopover';
import { DateField } from './DateField';
import { CalendarButton, ErrorText, RangeGroup, RangeSeparator } from './DateRangePicker.styles';
import { CalendarIcon } from '../icons';
import { RangeCalendarView } from './RangeCalendar';
import type { DateRangeDraftReason, HalfTyped, PendingRange } from './rangeDraft';
import type { DayRange } from './rangePresets';

interface RangeFieldProps {
  range: DayRange | null;
  pending: PendingRange;
  /** Why the range on screen is not reported, or null while it is. */
  invalidReason: DateRangeDraftReason | undefined;
  today: CalendarDate;
  defaultOpen: boolean;
  t: Translate;
  onRange: (range: RangeValue<DateValue> | null) => void;
  onHalfTyped: (part: keyof HalfTyped, halfTyped: boolean) => void;
}

/** The start ~ end date fields with the calendar button and its popover. */
export function RangeField({
  range,
  pending,
  invalidReason,
  today,
  defaultOpen,
  t,
  onRange,
  onHalfTyped,
}: RangeFieldProps) {
  const shown =
    pending?.kind === 'reversed' ? pending.range : pending?.kind === 'incomplete' ? null : range;
  const errorMessage = invalidReason ? t(`error.${invalidReason}`) : undefined;
  const pickerProps = {
    'aria-label': t('range'),
    value: shown,
    onChange: onRange,
    granularity: 'day' as const,
    defaultOpen,
    isInvalid: invalidReason !== undefined,
    errorMessage,
    validationBehavior: 'aria' as const,
  };
  const state = useDateRangePickerState(pickerProps);
  const groupRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const {
    groupProps,
    startFieldProps,
    endFieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    errorMessageProps,
  } = useDateRangePicker(pickerProps, state, groupRef);
  const { buttonProps: calendarButtonProps } = useButton(buttonProps, buttonRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <>
      <RangeGroup {...groupProps} ref={groupRef} data-invalid={invalidReason ? true : undefined}>
        <DateField {...startFieldProps} onHalfTyped={(half) => onHalfTyped('start', half)} />
        <RangeSeparator aria-hidden="true" />
        <DateField {...endFieldProps} onHalfTyped={(half) => onHalfTyped('end', half)} />
        <CalendarButton
          {...mergeProps(calendarButtonProps, focusProps)}
          ref={buttonRef}
          data-focus-visible={isFocusVisible || undefined}
        >
          <CalendarIcon />
        </CalendarButton>
      </RangeGroup>
      {state.isOpen ? (
        <CalendarPopover state={state} triggerRef={groupRef} dialogProps={dialogProps}>
          <RangeCalendarView
            {...calendarProps}
            today={today}
            defaultFocusedValue={calendarProps.value ? undefined : today}
          />
        </CalendarPopover>
      ) : null}
      {errorMessage ? (
        <ErrorText {...errorMessageProps} role="alert">
          {errorMessage}
        </ErrorText>
      ) : null}
    </>
  );
}
