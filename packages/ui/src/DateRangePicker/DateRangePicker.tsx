import {
  getLocalTimeZone,
  parseDate,
  toCalendarDate,
  today as todayIn,
} from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { useId, useMemo, useRef, useState } from 'react';
import { mergeProps, useButton, useDateRangePicker, useFocusRing } from 'react-aria';
import type { DateValue, RangeValue } from 'react-aria';
import { useDateRangePickerState } from 'react-stately';
import { useControlledState } from 'react-stately/useControlledState';
import { useIntl } from '../intl/useIntl';
import type { Translate } from '../intl/useIntl';
import { CalendarPopover } from './CalendarPopover';
import { dateRangePickerCatalogue } from './catalogue';
import { DateField } from './DateField';
import {
  CalendarButton,
  ErrorText,
  PickerLabel,
  PickerRoot,
  PickerRow,
  RangeGroup,
  RangeSeparator,
} from './DateRangePicker.styles';
import { CalendarGlyph } from './icons';
import { PresetGroup } from './PresetGroup';
import { RangeCalendarView } from './RangeCalendar';
import {
  allDatesValue,
  dateRangePresets,
  dayRangeOf,
  isRangeOrdered,
  toDateRangeValue,
  valueForPreset,
} from './rangePresets';
import type { DateRangePreset, DateRangeValue, DayRange } from './rangePresets';

export interface DateRangePickerProps {
  /** Controlled value: the preset and its `yyyy-MM-dd'T'HH:mm:ss.SSSZ` boundaries. */
  value?: DateRangeValue;
  /** Initial value when uncontrolled; `{ preset: 'all', start: null, end: null }` by default. */
  defaultValue?: DateRangeValue;
  /**
   * Called with each new value: on every preset choice, and for a custom range only once both
   * dates are complete and the start is not after the end (spec 01 §4).
   */
  onChange?: (value: DateRangeValue) => void;
  /** Today as `yyyy-MM-dd`, the day presets end on; the current day in `timeZone` by default. */
  today?: string;
  /** IANA time zone the boundaries are written in; the browser's zone by default. */
  timeZone?: string;
  /** Visible label of the preset group; "조회 기간" (Period) by default. */
  label?: string;
  /** Presets offered, in order; all five by default. */
  presets?: readonly DateRangePreset[];
  /** Opens the calendar on first render (for documentation and tests). */
  defaultCalendarOpen?: boolean;
}

type PendingRange = { kind: 'reversed'; range: DayRange } | { kind: 'incomplete' } | null;

interface RangeFieldProps {
  range: DayRange | null;
  pending: PendingRange;
  today: CalendarDate;
  defaultOpen: boolean;
  t: Translate;
  onRange: (range: RangeValue<DateValue> | null) => void;
}

/** The start ~ end date fields with the calendar button and its popover. */
function RangeField({ range, pending, today, defaultOpen, t, onRange }: RangeFieldProps) {
  const shown =
    pending?.kind === 'reversed' ? pending.range : pending?.kind === 'incomplete' ? null : range;
  const errorKey =
    pending?.kind === 'reversed'
      ? 'error.reversed'
      : pending?.kind === 'incomplete' || !range
        ? 'error.incomplete'
        : null;
  const errorMessage = errorKey ? t(errorKey) : undefined;
  const pickerProps = {
    'aria-label': t('range'),
    value: shown,
    onChange: onRange,
    granularity: 'day' as const,
    defaultOpen,
    isInvalid: errorKey !== null,
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
      <RangeGroup {...groupProps} ref={groupRef} data-invalid={errorKey ? true : undefined}>
        <DateField {...startFieldProps} />
        <RangeSeparator aria-hidden="true" />
        <DateField {...endFieldProps} />
        <CalendarButton
          {...mergeProps(calendarButtonProps, focusProps)}
          ref={buttonRef}
          data-focus-visible={isFocusVisible || undefined}
        >
          <CalendarGlyph />
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

/**
 * The search period picker (spec 01 §9): presets all, 1 week, 1 month, 1 year and custom as a
 * segmented radio group, and for the others the range as two date fields with a calendar.
 * Values are `yyyy-MM-dd'T'HH:mm:ss.SSSZ` strings from 00:00:00.000 of the first day to
 * 23:59:59.999 of the last in `timeZone`. It is not clearable: a custom range can be changed
 * but is only reported when both dates are valid and in order; until then an error shows and
 * the typed segments stay.
 */
export function DateRangePicker({
  value: valueProp,
  defaultValue,
  onChange,
  today: todayProp,
  timeZone: timeZoneProp,
  label,
  presets = dateRangePresets,
  defaultCalendarOpen = false,
}: DateRangePickerProps) {
  const { t } = useIntl(dateRangePickerCatalogue);
  const timeZone = useMemo(() => timeZoneProp ?? getLocalTimeZone(), [timeZoneProp]);
  const today = useMemo(
    () => (todayProp ? parseDate(todayProp) : todayIn(timeZone)),
    [todayProp, timeZone],
  );
  const [value, setValue] = useControlledState(valueProp, defaultValue ?? allDatesValue, onChange);
  const [pending, setPending] = useState<PendingRange>(null);
  const labelId = useId();
  const range = dayRangeOf(value, today);
  const shownPreset: DateRangePreset = pending ? 'custom' : value.preset;

  const selectPreset = (preset: DateRangePreset) => {
    setPending(null);
    if (preset === 'custom') {
      // Custom starts from the range on screen so the user edits rather than starts over.
      setValue(toDateRangeValue('custom', range ?? { start: today, end: today }, timeZone));
    } else {
      setValue(valueForPreset(preset, today, timeZone));
    }
  };

  const changeRange = (next: RangeValue<DateValue> | null) => {
    if (!next) {
      setPending({ kind: 'incomplete' });
      return;
    }
    const days = { start: toCalendarDate(next.start), end: toCalendarDate(next.end) };
    if (!isRangeOrdered(days)) {
      setPending({ kind: 'reversed', range: days });
      return;
    }
    setPending(null);
    setValue(toDateRangeValue('custom', days, timeZone));
  };

  return (
    <PickerRoot data-preset={shownPreset} data-invalid={pending ? true : undefined}>
      <PickerLabel id={labelId}>{label ?? t('label')}</PickerLabel>
      <PickerRow>
        <PresetGroup
          aria-labelledby={labelId}
          presets={presets}
          selected={shownPreset}
          labelOf={(preset) => t(`preset.${preset}`)}
          onSelect={selectPreset}
        />
        {shownPreset !== 'all' ? (
          <RangeField
            range={range}
            pending={pending}
            today={today}
            defaultOpen={defaultCalendarOpen}
            t={t}
            onRange={changeRange}
          />
        ) : null}
      </PickerRow>
    </PickerRoot>
  );
}
