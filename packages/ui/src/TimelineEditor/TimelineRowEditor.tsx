import { useId } from 'react';
import type { Ref } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ErrorIcon } from '../Field/Field';
import { FieldError } from '../internal/fieldStyles';
import { TextField } from '../TextField/TextField';
import type { Translate } from '../intl/useIntl';
import { TimeEntry } from './TimeEntry';
import type { TimeEntryMode } from './TimeEntry';
import {
  RemarkSlot,
  RowAction,
  RowFields,
  RowGroup,
  RowHeader,
  RowItem,
  RowTitle,
} from './TimelineEditor.styles';
import { timeFieldsOf } from './timelineRules';
import type { TimelineError, TimelineField, TimelineRow } from './timelineRules';

interface TimelineRowEditorProps {
  /** Position in the rows; the editor's key handler finds the row by it. */
  index: number;
  row: TimelineRow;
  /** "출근", "비업무 2", "퇴근": names the row's group and its delete button. */
  title: string;
  mode: TimeEntryMode;
  baseHour: number;
  /** What the selects show for a time not entered yet. */
  fallback: string;
  deletable: boolean;
  /** The current message, when it concerns this row. */
  error: TimelineError | null;
  /** The message's text. */
  errorText: string;
  remarkMaxLength: number;
  t: Translate;
  onChange: (patch: Partial<TimelineRow>) => void;
  onDelete: () => void;
  ref?: Ref<HTMLLIElement>;
}

/** A platform badge: protected (system-recorded) or recorded by the app. */
export function PlatformBadge({ platform, t }: { platform: string | undefined; t: Translate }) {
  if (platform === '10') return <Badge tone="info">{t('platform.10')}</Badge>;
  if (platform === '02') return <Badge>{t('platform.02')}</Badge>;
  return null;
}

/** One editable row: its times, its remark, its delete button and its message. */
export function TimelineRowEditor({
  index,
  row,
  title,
  mode,
  baseHour,
  fallback,
  deletable,
  error,
  errorText,
  remarkMaxLength,
  t,
  onChange,
  onDelete,
  ref,
}: TimelineRowEditorProps) {
  const titleId = useId();
  const errorId = useId();
  // A message about the whole row marks every time of it.
  const concerns = (field: TimelineField) =>
    error !== null && (error.field === null || error.field === field);
  return (
    <RowItem
      ref={ref}
      data-row-index={index}
      data-division={row.division}
      data-invalid={error ? true : undefined}
    >
      <RowGroup role="group" aria-labelledby={titleId}>
        <RowHeader>
          <RowTitle id={titleId}>{title}</RowTitle>
          <PlatformBadge platform={row.platform} t={t} />
          {deletable ? (
            <RowAction>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('deleteRow', { row: title })}
                onPress={onDelete}
              >
                {t('delete')}
              </Button>
            </RowAction>
          ) : null}
        </RowHeader>
        <RowFields>
          {timeFieldsOf(row.division).map((field) => (
            <TimeEntry
              key={field}
              mode={mode}
              field={field}
              label={t(field)}
              value={row[field]}
              fallback={fallback}
              baseHour={baseHour}
              invalid={concerns(field)}
              errorId={concerns(field) ? errorId : undefined}
              t={t}
              onChange={(value) => onChange({ [field]: value })}
            />
          ))}
          <RemarkSlot>
            <TextField
              label={t('remark')}
              value={row.remark}
              onChange={(remark) => onChange({ remark })}
              maxLength={remarkMaxLength}
              counter={false}
            />
          </RemarkSlot>
        </RowFields>
      </RowGroup>
      {error ? (
        <FieldError id={errorId}>
          <ErrorIcon />
          <span>{errorText}</span>
        </FieldError>
      ) : null}
    </RowItem>
  );
}
