import {
  getLocalTimeZone,
  parseDate,
  toCalendarDate,
  today as todayIn,
} from '@internationalized/date';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DateValue, RangeValue } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { useIntl } from '../intl/useIntl';
import { dateRangePickerCatalogue } from './catalogue';
import { PickerLabel, PickerRoot, PickerRow } from './DateRangePicker.styles';
import { PresetGroup } from './PresetGroup';
import { RangeField } from './RangeField';
import { draftOf } from './rangeDraft';
import type { DateRangeDraft, HalfTyped, PendingRange } from './rangeDraft';
import {
  allDatesValue,
  dateRangePresets,
  dayRangeOf,
  isRangeOrdered,
  toDateRangeValue,
  valueForPreset,
} from './rangePresets';
import type { DateRangePreset, DateRangeValue } from './rangePresets';

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
  /**
   * Called whenever what the picker shows changes (a preset, a typed or picked range, a new
   * `value`), valid or not, but not on mount. Unlike `onChange` it also reports the ranges
   * that cannot be searched, with the reason: a date missing or half typed (`incomplete`), or
   * the end before the start (`reversed`). A host that commits a typed range later (on blur or
   * Enter) uses it to know whether the range on screen is the last one `onChange` reported.
   */
  onDraftChange?: (draft: DateRangeDraft) => void;
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

/**
 * Calls `onDraftChange` after each render that changed the draft, not on the first one: the
 * draft follows from state the date fields set in their own effects (a half-typed segment).
 */
function useReportedDraft(
  draft: DateRangeDraft,
  onDraftChange: ((draft: DateRangeDraft) => void) | undefined,
) {
  const key = `${draft.reason ?? 'valid'}|${draft.start ?? ''}|${draft.end ?? ''}`;
  const reported = useRef(key);
  useEffect(() => {
    if (reported.current === key) return;
    reported.current = key;
    onDraftChange?.(draft);
  });
}

/**
 * The search period picker (spec 01 §9): presets all, 1 week, 1 month, 1 year and custom as a
 * segmented radio group, and for the others the range as two date fields with a calendar.
 * Values are `yyyy-MM-dd'T'HH:mm:ss.SSSZ` strings from 00:00:00.000 of the first day to
 * 23:59:59.999 of the last in `timeZone`. It is not clearable: a custom range can be changed
 * but is only reported when both dates are valid and in order; until then an error shows and
 * the typed segments stay (and `onDraftChange` says why).
 */
export function DateRangePicker({
  value: valueProp,
  defaultValue,
  onChange,
  onDraftChange,
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
  // Kept while the boundaries are: a new range object resets what a date field shows, and a
  // host may pass an equal value object on every render.
  const { preset: valuePreset, start: valueStart, end: valueEnd } = value;
  const range = useMemo(
    () => dayRangeOf({ preset: valuePreset, start: valueStart, end: valueEnd }, today),
    [valuePreset, valueStart, valueEnd, today],
  );

  const [halfTyped, setHalfTyped] = useState<HalfTyped>({ start: false, end: false });
  // A preset choice starts the fields afresh (they report again on mount): react-aria keeps a
  // half-typed segment while the value's days stay the same, as when the preset is chosen again.
  const [fieldsKey, setFieldsKey] = useState(0);
  const editing = pending !== null || halfTyped.start || halfTyped.end;
  const shownPreset: DateRangePreset = editing ? 'custom' : value.preset;
  const draft = draftOf({
    fieldsShown: shownPreset !== 'all',
    range,
    pending,
    halfTyped,
    timeZone,
  });
  useReportedDraft(draft, onDraftChange);

  const selectPreset = (preset: DateRangePreset) => {
    setPending(null);
    setHalfTyped({ start: false, end: false });
    setFieldsKey((key) => key + 1);
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

  const markHalfTyped = (part: keyof HalfTyped, half: boolean) =>
    setHalfTyped((current) => (current[part] === half ? current : { ...current, [part]: half }));

  return (
    <PickerRoot data-preset={shownPreset} data-invalid={draft.valid ? undefined : true}>
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
            key={fieldsKey}
            range={range}
            pending={pending}
            invalidReason={draft.reason}
            today={today}
            defaultOpen={defaultCalendarOpen}
            t={t}
            onRange={changeRange}
            onHalfTyped={markHalfTyped}
          />
        ) : null}
      </PickerRow>
    </PickerRoot>
  );
}
