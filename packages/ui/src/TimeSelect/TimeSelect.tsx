import { useId, useMemo } from 'react';
import type { ChangeEvent } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { ChevronIcon } from '../icons';
import { useIntl } from '../intl/useIntl';
import { timeSelectCatalogue } from './catalogue';
import {
  buildHourOptions,
  buildMinuteOptions,
  DEFAULT_BASE_HOUR,
  formatTime,
  pad2,
  parseTime,
} from './timeOptions';
import type { TimeOfDay } from './timeOptions';
import { Colon, NativeSelect, SelectBox, TimeLabel, TimeRoot, TimeRow } from './TimeSelect.styles';

export interface TimeSelectProps {
  /** Controlled value as `HH:mm` (24-hour clock; `02:30` is next day when the base is 6). */
  value?: string;
  /** Initial value when uncontrolled; the base hour on the hour (`06:00`) by default. */
  defaultValue?: string;
  /**
   * Called with the new `HH:mm` and the same time split into hour, minute and `nextDay`
   * (true for hours before the base hour, which fall on the next calendar day).
   */
  onChange?: (time: string, detail: TimeOfDay) => void;
  /** First hour of the work day (0-23); hours before it are listed last as next day. Default 6. */
  baseHour?: number;
  /** Visible label of the pair; "시간" (Time) by default. */
  label?: string;
  /** Not focusable nor changeable. */
  disabled?: boolean;
  /** Marks the time invalid: both selects get `aria-invalid` and the danger border. */
  invalid?: boolean;
  /**
   * Id(s) of the text describing the time, typically the error message that makes it invalid:
   * set on both selects, so a screen reader reads it on whichever one gets focus.
   */
  'aria-describedby'?: string;
  /** Form field names of the hour and minute selects. */
  name?: {
    /** Form field name of the hour select. */
    hour: string;
    /** Form field name of the minute select. */
    minute: string;
  };
}

/**
 * A time of the work day as two native selects, hour then minute (spec 02 §9): the hours run
 * from the base hour to 23 and continue 0 to base−1 labelled next day; minutes 0-59. Native
 * selects give every platform's keyboard (arrows, Home/End, type-ahead, Alt+Down to open) and
 * screen-reader support for free.
 */
export function TimeSelect({
  value: valueProp,
  defaultValue,
  onChange,
  baseHour = DEFAULT_BASE_HOUR,
  label,
  disabled = false,
  invalid = false,
  'aria-describedby': describedBy,
  name,
}: TimeSelectProps) {
  const { t } = useIntl(timeSelectCatalogue);
  const labelId = useId();
  const hours = useMemo(() => buildHourOptions(baseHour), [baseHour]);
  const minutes = useMemo(() => buildMinuteOptions(), []);
  const [value, setValue] = useControlledState<string>(
    valueProp,
    defaultValue ?? formatTime(baseHour, 0),
  );
  const time = parseTime(value, baseHour) ?? { hour: baseHour, minute: 0, nextDay: false };

  const commit = (hour: number, minute: number) => {
    const next = formatTime(hour, minute);
    setValue(next);
    onChange?.(next, { hour, minute, nextDay: hour < baseHour });
  };
  const changeHour = (event: ChangeEvent<HTMLSelectElement>) =>
    commit(Number(event.target.value), time.minute);
  const changeMinute = (event: ChangeEvent<HTMLSelectElement>) =>
    commit(time.hour, Number(event.target.value));
  // The group is not a form control: the error belongs on the selects a user reaches.
  const selectProps = {
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };

  return (
    <TimeRoot
      role="group"
      aria-labelledby={labelId}
      data-next-day={time.nextDay || undefined}
      data-disabled={disabled || undefined}
    >
      <TimeLabel id={labelId}>{label ?? t('label')}</TimeLabel>
      <TimeRow>
        <SelectBox>
          <NativeSelect
            aria-label={t('hour')}
            name={name?.hour}
            value={time.hour}
            {...selectProps}
            onChange={changeHour}
            data-next-day={time.nextDay || undefined}
          >
            {hours.map((option) => (
              <option key={option.hour} value={option.hour}>
                {t(option.nextDay ? 'nextDayHour' : 'hourOption', { hour: pad2(option.hour) })}
              </option>
            ))}
          </NativeSelect>
          <ChevronIcon
            size={12}
            viewBoxSize={12}
            arm={3.5}
            base={4.5}
            strokeWidth={1.5}
            rounded={false}
          />
        </SelectBox>
        <Colon aria-hidden="true" />
        <SelectBox>
          <NativeSelect
            aria-label={t('minute')}
            name={name?.minute}
            value={time.minute}
            {...selectProps}
            onChange={changeMinute}
          >
            {minutes.map((minute) => (
              <option key={minute} value={minute}>
                {t('minuteOption', { minute: pad2(minute) })}
              </option>
            ))}
          </NativeSelect>
          <ChevronIcon
            size={12}
            viewBoxSize={12}
            arm={3.5}
            base={4.5}
            strokeWidth={1.5}
            rounded={false}
          />
        </SelectBox>
      </TimeRow>
    </TimeRoot>
  );
}
