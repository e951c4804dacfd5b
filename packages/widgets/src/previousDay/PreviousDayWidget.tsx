import { useAtomValue, useSetAtom } from 'jotai';
import { Badge, Button, EmptyState, Portlet, useIntl, type HeadingLevel } from '@maru/ui';
import type { PreviousDay } from '@maru/api';
import { isoOfUnix } from '@maru/api/dates';
import { previousDayData, type AttendanceNavigationTarget } from '../attendance';
import { formatUnixTime } from '../attendance/format';
import { portletStatus } from '../remote';
import { previousDayCatalogue } from './catalogue';
import { formatWorkDay } from './format';
import { Actions, Body, DayLine, Facts } from './PreviousDayWidget.styles';
import { isApprovalRequested, isoDurationOf, previousDayState } from './rules';

export interface PreviousDayWidgetProps {
  /** The edit button: the host routes 'MyWorkHour' to /ess/myWorkHour. */
  onNavigate?: (target: AttendanceNavigationTarget) => void;
  /** Heading level of the portlet title; 2 by default. */
  headingLevel?: HeadingLevel;
  className?: string;
}

type IntlBits = ReturnType<typeof useIntl>;

function TimeOrMissing({ seconds, t, locale }: { seconds: number | null } & IntlBits) {
  if (seconds === null) return <dd data-missing="">{t('noRecord')}</dd>;
  return (
    <dd>
      <time dateTime={isoOfUnix(seconds)}>{formatUnixTime(seconds, locale)}</time>
    </dd>
  );
}

function PreviousDayBody({
  day,
  onEdit,
  ...intl
}: { day: PreviousDay; onEdit: () => void } & IntlBits) {
  const { t, locale } = intl;
  const date = formatWorkDay(day.date, locale);
  const edit = (
    <Button variant="secondary" size="sm" onPress={onEdit}>
      {t('edit')}
    </Button>
  );
  if (previousDayState(day) === 'empty') {
    return <EmptyState size="sm" title={t('empty', { date })} action={edit} />;
  }
  return (
    <Body>
      <DayLine>
        <time dateTime={day.date}>{date}</time>
        {isApprovalRequested(day) ? <Badge tone="warning">{t('requested')}</Badge> : null}
      </DayLine>
      <Facts>
        <dt>{t('attendanceTime')}</dt>
        <TimeOrMissing seconds={day.attendanceTime} {...intl} />
        <dt>{t('leaveTime')}</dt>
        <TimeOrMissing seconds={day.leaveTime} {...intl} />
        <dt>{t('workTime')}</dt>
        <dd>
          <time dateTime={isoDurationOf(day.workTime)}>{day.workTime}</time>
        </dd>
      </Facts>
      <Actions>{edit}</Actions>
    </Body>
  );
}

/**
 * The previous-day portlet (spec 02 §2): the previous work day's date, attendance and leave
 * times, work time, whether a change request awaits approval, and a button to correct the
 * record on the work-hour page. Needs `MaruProvider` and `WidgetsProvider` above it.
 */
export function PreviousDayWidget({ onNavigate, headingLevel, className }: PreviousDayWidgetProps) {
  const intl = useIntl(previousDayCatalogue);
  const day = useAtomValue(previousDayData.view);
  const retry = useSetAtom(previousDayData.refresh);
  return (
    <Portlet
      title={intl.t('title')}
      headingLevel={headingLevel}
      className={className}
      // A day without a record draws its own empty state, with the edit button.
      status={portletStatus(day, () => false)}
      errorText={intl.t('error.load')}
      onRetry={retry}
    >
      {day.data ? (
        <PreviousDayBody {...intl} day={day.data} onEdit={() => onNavigate?.('MyWorkHour')} />
      ) : null}
    </Portlet>
  );
}
