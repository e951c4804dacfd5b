import { TextField } from '../TextField/TextField';
import { TimeSelect } from '../TimeSelect/TimeSelect';
import type { Translate } from '../intl/useIntl';
import { TypedTimeSlot } from './TimelineEditor.styles';
import { normalizeTypedTime, parseTypedTime } from './timelineRules';
import type { TimelineField } from './timelineRules';

/** How times are entered: the hour and minute selects, or typed as four digits. */
export type TimeEntryMode = 'select' | 'text';

interface TimeEntryProps {
  mode: TimeEntryMode;
  field: TimelineField;
  label: string;
  /** `HH:mm` or the text as typed. */
  value: string;
  /** Shown by the selects while the row has no time yet. */
  fallback: string;
  baseHour: number;
  invalid: boolean;
  /** Id of the row's message, while it concerns this time. */
  errorId: string | undefined;
  t: Translate;
  onChange: (value: string) => void;
}

/** One time of a row as TimeSelect's hour and minute, both marked while the message concerns it. */
function SelectedTime({
  field,
  label,
  value,
  fallback,
  baseHour,
  invalid,
  errorId,
  onChange,
}: Omit<TimeEntryProps, 'mode' | 't'>) {
  const readable = parseTypedTime(value, baseHour) !== null;
  return (
    <div data-time-field={field}>
      <TimeSelect
        label={label}
        value={readable ? normalizeTypedTime(value) : fallback}
        baseHour={baseHour}
        invalid={invalid}
        aria-describedby={errorId}
        onChange={onChange}
      />
    </div>
  );
}

/** A typed time: kept exactly as typed, shown as `HH:mm` once it is readable (on blur). */
function TypedTime({
  field,
  label,
  value,
  baseHour,
  invalid,
  errorId,
  t,
  onChange,
}: Omit<TimeEntryProps, 'mode' | 'fallback'>) {
  const nextDay = parseTypedTime(value, baseHour)?.nextDay ?? false;
  return (
    <TypedTimeSlot data-time-field={field}>
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        onBlur={() => {
          const normalized = normalizeTypedTime(value);
          if (normalized !== value) onChange(normalized);
        }}
        placeholder={t('timePlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        counter={false}
        invalid={invalid}
        aria-describedby={errorId}
        description={nextDay ? t('nextDay') : undefined}
      />
    </TypedTimeSlot>
  );
}

export function TimeEntry({ mode, ...props }: TimeEntryProps) {
  return mode === 'text' ? <TypedTime {...props} /> : <SelectedTime {...props} />;
}
