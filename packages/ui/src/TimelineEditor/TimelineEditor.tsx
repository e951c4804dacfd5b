import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/Button';
import { ErrorIcon } from '../Field/Field';
import { VisuallyHidden } from '../VisuallyHidden';
import { FieldError } from '../internal/fieldStyles';
import { isImeComposing } from '../keyboard';
import { interpolate } from '../intl/translate';
import { useIntl } from '../intl/useIntl';
import type { Translate } from '../intl/useIntl';
import { useMessageBox } from '../MessageBox/MessageBoxHost';
import { DEFAULT_BASE_HOUR } from '../TimeSelect/timeOptions';
import { timelineEditorCatalogue } from './catalogue';
import type { TimelineEditorStringKey } from './catalogue';
import type { TimeEntryMode } from './TimeEntry';
import { Actions, EditorRoot, RowList } from './TimelineEditor.styles';
import { TimelineReadOnly } from './TimelineReadOnly';
import { TimelineRowEditor } from './TimelineRowEditor';
import {
  addNonWorkRow,
  appendMissingEndRow,
  dayStartTime,
  isRowDeletable,
  latestTime,
  normalizeTypedTime,
  validateTimeline,
} from './timelineRules';
import type { TimelineError, TimelineField, TimelineRow } from './timelineRules';

/** What a parent can ask of the editor through its ref. */
export interface TimelineEditorHandle {
  /**
   * Validates as the save button does: marks the failing row, shows the alert, then focuses
   * the offending time. Resolves the failure (after the alert is closed) or null.
   */
  validate(): Promise<TimelineError | null>;
}

export interface TimelineEditorProps {
  /** Controlled rows. A missing end row is shown (and reported on the first change). */
  rows?: readonly TimelineRow[];
  /** Initial rows when uncontrolled. */
  defaultRows?: readonly TimelineRow[];
  /** Called with every edit: all rows, keys assigned, typed text kept exactly as typed. */
  onRowsChange?: (rows: TimelineRow[]) => void;
  /** The standard day start hour (0-23); 6 by default, so 00:00-05:59 are next day. */
  baseHour?: number;
  /**
   * The current time (`HH:mm`) for a day still in progress (the spec's alternative mode): it
   * replaces the day end, one row is enough and empty ends are still open.
   */
  now?: string;
  /** Protected rows (platform '10') cannot be deleted in this mode; true by default. */
  lockProtected?: boolean;
  /** Shows the timeline as a table without editing (the widget decides when). */
  readOnly?: boolean;
  /** Times entered with the hour and minute selects (default) or typed as four digits. */
  timeEntry?: TimeEntryMode;
  /** Shows a save button; called with the rows only when they pass validation. */
  onSubmit?: (rows: TimelineRow[]) => void;
  /** Called after every validation with its result. */
  onValidate?: (error: TimelineError | null) => void;
  /** Accessible name of the row list; "근무 타임라인" by default. */
  label?: string;
  /** Replaces any built-in text (labels or messages) by key. */
  messages?: Partial<Record<TimelineEditorStringKey, string>>;
  /** Longest remark, in characters; 500 by default. */
  remarkMaxLength?: number;
  /** Imperative handle: `validate()`. */
  ref?: Ref<TimelineEditorHandle>;
}

/** Row names: the clock-in, the numbered non-work rows, the clock-out. */
function rowTitles(rows: readonly TimelineRow[], t: Translate): string[] {
  let nonWork = 0;
  return rows.map((row) => {
    if (row.division !== '02') return t(`division.${row.division}`);
    nonWork += 1;
    return t('division.02', { n: nonWork });
  });
}

/** Keys for rows that came without one, so rows keep their identity across edits. */
function withKeys(rows: readonly TimelineRow[]): TimelineRow[] {
  return rows.map((row, index) => (row.key ? row : { ...row, key: `row-${index}` }));
}

/** Waits until a closing dialog has handed focus back, so focus can move on from there. */
function afterDialogCloses(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function focusTime(item: HTMLElement | undefined, field: TimelineField | null): void {
  const inField = field
    ? item?.querySelector<HTMLElement>(`[data-time-field="${field}"] :is(select, input)`)
    : null;
  (inField ?? item?.querySelector<HTMLElement>('select, input'))?.focus();
}

/**
 * A day's commute timeline (spec 02 §4, §5): the clock-in, non-work rows and the clock-out,
 * each with times and a remark. Validation follows `validateTimeline`; a failure marks the row
 * (aria-invalid, aria-describedby) and raises the spec's alert, and never drops what was typed.
 */
export function TimelineEditor({
  rows: rowsProp,
  defaultRows = [],
  onRowsChange,
  baseHour = DEFAULT_BASE_HOUR,
  now,
  lockProtected = true,
  readOnly = false,
  timeEntry = 'select',
  onSubmit,
  onValidate,
  label,
  messages,
  remarkMaxLength = 500,
  ref,
}: TimelineEditorProps) {
  const { t: builtIn } = useIntl(timelineEditorCatalogue);
  const t = useCallback<Translate>(
    (key, vars) => {
      const own = messages?.[key as TimelineEditorStringKey];
      return own === undefined ? builtIn(key, vars) : interpolate(own, vars);
    },
    [builtIn, messages],
  );
  const messageBox = useMessageBox();
  const [stored, setStored] = useControlledState<readonly TimelineRow[]>(rowsProp, defaultRows);
  // While the day is in progress an absent clock-out is open; otherwise the selects start
  // from the latest time, typed entry from an empty field.
  const endFill = now !== undefined || timeEntry === 'text' ? '' : latestTime(stored);
  const rows = useMemo(() => withKeys(appendMissingEndRow(stored, endFill)), [stored, endFill]);
  const titles = rowTitles(rows, t);
  const options = useMemo(() => ({ baseHour, now }), [baseHour, now]);

  const [checked, setChecked] = useState(false);
  const error = useMemo(
    () => (checked ? validateTimeline(rows, options) : null),
    [checked, rows, options],
  );
  const [announcement, setAnnouncement] = useState('');
  const addCount = useRef(0);
  const items = useRef(new Map<string, HTMLLIElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const composing = useRef(false);

  const commit = (next: TimelineRow[]) => {
    setStored(next);
    onRowsChange?.(next);
  };
  const change = (index: number, patch: Partial<TimelineRow>) =>
    commit(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => {
    setAnnouncement(t('rowDeleted', { row: titles[index] ?? '' }));
    commit(rows.filter((_, at) => at !== index));
    addButton.current?.focus();
  };
  const add = () => {
    addCount.current += 1;
    const key = `added-${addCount.current}`;
    const next = addNonWorkRow(rows, key);
    const title = rowTitles(next, t)[next.findIndex((row) => row.key === key)] ?? '';
    setAnnouncement(t('rowAdded', { row: title }));
    pendingFocus.current = key;
    commit(next);
  };

  useEffect(() => {
    if (pendingFocus.current === null) return;
    focusTime(items.current.get(pendingFocus.current), 'start');
    pendingFocus.current = null;
  });

  const errorText = (failure: TimelineError) =>
    t(failure.messageKey, { dayStart: dayStartTime(baseHour) });

  const validate = async (): Promise<TimelineError | null> => {
    setChecked(true);
    const failure = validateTimeline(rows, options);
    onValidate?.(failure);
    if (!failure) return null;
    await messageBox.alert({ message: errorText(failure) });
    await afterDialogCloses();
    const row = failure.rowIndex === null ? undefined : rows[failure.rowIndex];
    if (row?.key) focusTime(items.current.get(row.key), failure.field);
    return failure;
  };
  useImperativeHandle(ref, () => ({ validate }));

  const submit = async () => {
    if ((await validate()) === null) onSubmit?.(rows);
  };

  // The editor's one key handler: Enter in a typed time writes it as HH:mm. Never while an
  // IME composition is open — that Enter only confirms the composed text.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || composing.current || isImeComposing(event)) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    const field = target.closest<HTMLElement>('[data-time-field]')?.dataset['timeField'];
    const index = Number(target.closest<HTMLElement>('[data-row-index]')?.dataset['rowIndex']);
    const row = rows[index];
    if ((field === 'start' || field === 'end') && row) {
      const normalized = normalizeTypedTime(row[field]);
      if (normalized !== row[field]) change(index, { [field]: normalized });
    }
  };

  const listLabel = label ?? t('label');
  if (readOnly) {
    return (
      <EditorRoot data-readonly>
        <TimelineReadOnly rows={rows} titles={titles} label={listLabel} baseHour={baseHour} t={t} />
      </EditorRoot>
    );
  }

  return (
    <EditorRoot
      onKeyDown={onKeyDown}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={() => {
        composing.current = false;
      }}
    >
      {error && error.rowIndex === null ? (
        <FieldError>
          <ErrorIcon />
          <span>{errorText(error)}</span>
        </FieldError>
      ) : null}
      <RowList aria-label={listLabel}>
        {rows.map((row, index) => (
          <TimelineRowEditor
            key={row.key}
            ref={(element) => {
              if (element && row.key) items.current.set(row.key, element);
              else if (row.key) items.current.delete(row.key);
            }}
            index={index}
            row={row}
            title={titles[index] ?? ''}
            mode={timeEntry}
            baseHour={baseHour}
            fallback={now ?? dayStartTime(baseHour)}
            deletable={isRowDeletable(row, { lockProtected })}
            error={error?.rowIndex === index ? error : null}
            errorText={error ? errorText(error) : ''}
            remarkMaxLength={remarkMaxLength}
            t={t}
            onChange={(patch) => change(index, patch)}
            onDelete={() => remove(index)}
          />
        ))}
      </RowList>
      <Actions>
        <Button ref={addButton} variant="secondary" onPress={add}>
          {t('addNonWork')}
        </Button>
        {onSubmit ? <Button onPress={() => void submit()}>{t('save')}</Button> : null}
      </Actions>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </EditorRoot>
  );
}
