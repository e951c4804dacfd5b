import { useAtomValue, useSetAtom } from 'jotai';
import { Button, Portlet, StatusTag, useIntl, type HeadingLevel, type Translate } from '@maru/ui';
import type { AbsenteeEntry } from '@maru/api';
import { absenteesViewAtom, reloadAbsenteesAtom } from './atoms';
import {
  DayHeading,
  PeopleList,
  PersonMain,
  PersonMeta,
  PersonRow,
  PersonSide,
} from './AbsenteesWidget.styles';
import { absenteesCatalogue } from './catalogue';
import { formatDayHeading, formatHourMinute } from './format';
import { browserYmd } from '@maru/api/dates';
import { PersonButton } from '../PersonButton';
import { portletStatus } from '../remote';
import {
  ABSENCE_CALENDAR_PATH,
  absenceHours,
  absenteeColour,
  leaveTypeLabelKey,
  todaysAbsentees,
  type AbsenteesNavigationTarget,
} from './rules';

export interface AbsenteesWidgetProps {
  /** The detail button: the host opens the absence calendar (`/ess/offCalendar`). */
  onNavigate?: (target: AbsenteesNavigationTarget) => void;
  /** A member was chosen: the host opens their profile dialog. */
  onOpenProfile?: (userId: string) => void;
  /** "Today" for choosing the day entry (stories pin it); the current time by default. */
  now?: Date;
  /** Heading level of the portlet title; 2 by default. */
  headingLevel?: HeadingLevel;
  className?: string;
}

type Locale = ReturnType<typeof useIntl>['locale'];

function hoursText(entry: AbsenteeEntry, t: Translate, locale: Locale): string {
  const hours = absenceHours(entry);
  if (hours.kind === 'allDay') return t('allDay');
  const start = hours.start === null ? null : formatHourMinute(hours.start, locale);
  const end = hours.end === null ? null : formatHourMinute(hours.end, locale);
  if (start !== null && end !== null) return t('range', { start, end });
  return start !== null ? t('from', { start }) : t('until', { end: end ?? '' });
}

function AbsenteeRow({
  entry,
  t,
  locale,
  onOpenProfile,
}: {
  entry: AbsenteeEntry;
  t: Translate;
  locale: Locale;
  onOpenProfile: AbsenteesWidgetProps['onOpenProfile'];
}) {
  const labelKey = leaveTypeLabelKey(entry.lookupCode);
  return (
    <PersonRow data-lookup-code={entry.lookupCode}>
      <PersonMain>
        <PersonButton
          userId={entry.userId}
          name={entry.employeeName}
          photo={entry.userPhoto}
          onOpenProfile={onOpenProfile}
        />
        <PersonMeta>{entry.organizationName}</PersonMeta>
      </PersonMain>
      <PersonSide>
        <StatusTag colour={absenteeColour(entry)}>
          {labelKey ? t(labelKey) : entry.calendarMarkName}
        </StatusTag>
        <span>{hoursText(entry, t, locale)}</span>
      </PersonSide>
    </PersonRow>
  );
}

/**
 * Today's absentees (spec 01 §2–§3, spec 02 §2): each member's photo and name (a button that
 * opens their profile), department, a tag with the leave type coloured by the lookup's
 * attribute01, and the hours; the detail button leads to the absence calendar. Needs
 * `MaruProvider` and `WidgetsProvider` above it.
 */
export function AbsenteesWidget({
  onNavigate,
  onOpenProfile,
  now,
  headingLevel,
  className,
}: AbsenteesWidgetProps) {
  const { t, locale } = useIntl(absenteesCatalogue);
  const absentees = useAtomValue(absenteesViewAtom);
  const retry = useSetAtom(reloadAbsenteesAtom);
  const today = browserYmd(now ?? new Date());
  const days = absentees.data ?? [];
  const entries = todaysAbsentees(days, today);
  const solarYmd = days.find((day) => day.solarYmd === today)?.solarYmd ?? days[0]?.solarYmd;
  const status = portletStatus(absentees, (loaded) => todaysAbsentees(loaded, today).length === 0);

  return (
    <Portlet
      title={t('title')}
      headingLevel={headingLevel}
      className={className}
      status={status}
      errorText={t('error.load')}
      emptyText={t('empty')}
      onRetry={retry}
      actions={
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('detailLabel')}
          onPress={() => onNavigate?.(ABSENCE_CALENDAR_PATH)}
        >
          {t('detail')}
        </Button>
      }
    >
      {solarYmd ? (
        <DayHeading>
          <time dateTime={solarYmd}>{formatDayHeading(solarYmd, locale)}</time>
          {' · '}
          {t('count', { count: entries.length })}
        </DayHeading>
      ) : null}
      <PeopleList aria-label={t('list')}>
        {entries.map((entry) => (
          <AbsenteeRow
            key={`${entry.userId}-${entry.lookupCode}-${entry.startTime ?? ''}`}
            entry={entry}
            t={t}
            locale={locale}
            onOpenProfile={onOpenProfile}
          />
        ))}
      </PeopleList>
    </Portlet>
  );
}
