import type { Translate } from '../intl/useIntl';
import { DivisionCell, ReadOnlyTable } from './TimelineEditor.styles';
import { normalizeTypedTime, parseTypedTime, timeFieldsOf } from './timelineRules';
import type { TimelineField, TimelineRow } from './timelineRules';
import { PlatformBadge } from './TimelineRowEditor';

interface TimelineReadOnlyProps {
  rows: readonly TimelineRow[];
  titles: readonly string[];
  label: string;
  baseHour: number;
  t: Translate;
}

/** A time cell: next-day times carry the next-day prefix; times a division lacks show a dash. */
function TimeCell({
  row,
  field,
  baseHour,
  t,
}: {
  row: TimelineRow;
  field: TimelineField;
  baseHour: number;
  t: Translate;
}) {
  if (!timeFieldsOf(row.division).includes(field) || row[field] === '') {
    return <td>{t('noTime')}</td>;
  }
  const time = normalizeTypedTime(row[field]);
  const nextDay = parseTypedTime(time, baseHour)?.nextDay ?? false;
  return (
    <td data-next-day={nextDay || undefined}>{nextDay ? t('nextDayTime', { time }) : time}</td>
  );
}

/** The timeline as a table, when the widget decides it cannot be edited. */
export function TimelineReadOnly({ rows, titles, label, baseHour, t }: TimelineReadOnlyProps) {
  return (
    <ReadOnlyTable aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('column.division')}</th>
          <th scope="col">{t('start')}</th>
          <th scope="col">{t('end')}</th>
          <th scope="col">{t('remark')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.key ?? index} data-division={row.division}>
            <th scope="row">
              <DivisionCell>
                {titles[index]}
                <PlatformBadge platform={row.platform} t={t} />
              </DivisionCell>
            </th>
            <TimeCell row={row} field="start" baseHour={baseHour} t={t} />
            <TimeCell row={row} field="end" baseHour={baseHour} t={t} />
            <td>{row.remark}</td>
          </tr>
        ))}
      </tbody>
    </ReadOnlyTable>
  );
}
