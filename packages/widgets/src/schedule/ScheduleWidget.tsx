import { useId, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  Button,
  ChevronIcon,
  Link,
  Portlet,
  useIntl,
  type HeadingLevel,
  type Translate,
} from '@maru/ui';
import type { ScheduleEntry } from '@maru/api';
import { formatDayHeading, formatHourMinute } from '../absentees/format';
import { portletStatus } from '../remote';
import { reloadScheduleAtom, scheduleViewAtom } from './atoms';
import { scheduleCatalogue } from './catalogue';
import {
  eventStart,
  groupScheduleByDay,
  isScheduleShown,
  scrollTarget,
  type ScheduleProfile,
} from './rules';
import {
  DayHeading,
  DayList,
  EventList,
  EventRow,
  EventTime,
  ScrollArea,
} from './ScheduleWidget.styles';

export interface ScheduleWidgetProps {
  /**
   * The signed-in user's profile (`myProfile`): the widget renders nothing unless its
   * mainDepartment says google, microsoft or naver is linked (spec 02 §2).
   */
  profile: ScheduleProfile | null | undefined;
  /** Heading level of the portlet title (day headings go one below); 2 by default. */
  headingLevel?: HeadingLevel;
  className?: string;
}

type Locale = ReturnType<typeof useIntl>['locale'];

function EventItem({ entry, t, locale }: { entry: ScheduleEntry; t: Translate; locale: Locale }) {
  const start = eventStart(entry.event.startAt);
  return (
    <EventRow>
      <EventTime>
        {start.kind === 'allDay' ? t('allDay') : null}
        {start.kind === 'timed' ? formatHourMinute(start.hhmm, locale) : null}
      </EventTime>
      {/* Data from the provider: resolveHref (inside Link) keeps only http(s) links, new tab. */}
      <Link href={entry.event.htmlLink} newTabHint={t('newTab')}>
        {entry.event.summary}
      </Link>
    </EventRow>
  );
}

/** The list and its previous/next scrolling, once the profile says a calendar is linked. */
function ScheduleBody({ headingLevel = 2, className }: Omit<ScheduleWidgetProps, 'profile'>) {
  const { t, locale } = useIntl(scheduleCatalogue);
  const schedule = useAtomValue(scheduleViewAtom);
  const reload = useSetAtom(reloadScheduleAtom);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const days = groupScheduleByDay(schedule.data ?? []);
  // Provider failures are silent (spec 02 §8): the list is simply empty, no alert, no error.
  const status = portletStatus(
    schedule,
    (loaded) => groupScheduleByDay(loaded).length === 0,
    'empty',
  );
  const dayHeading = `h${Math.min(6, headingLevel + 1)}` as const;

  const scroll = (direction: 'previous' | 'next') => {
    const list = listRef.current;
    if (!list) return;
    list.scrollTo({ top: scrollTarget(list, direction) });
  };

  return (
    <Portlet
      title={t('title')}
      headingLevel={headingLevel}
      className={className}
      status={status}
      emptyText={t('empty')}
      refreshLabel={t('refresh')}
      onRefresh={reload}
      actions={
        <>
          <Button
            variant="ghost"
            size="sm"
            icon={<ChevronIcon size={16} direction="up" base={10} />}
            aria-label={t('previous')}
            aria-controls={status === 'ready' ? listId : undefined}
            onPress={() => scroll('previous')}
          />
          <Button
            variant="ghost"
            size="sm"
            icon={<ChevronIcon size={16} />}
            aria-label={t('next')}
            aria-controls={status === 'ready' ? listId : undefined}
            onPress={() => scroll('next')}
          />
        </>
      }
    >
      <ScrollArea ref={listRef} id={listId} role="region" aria-label={t('list')} tabIndex={0}>
        <DayList>
          {days.map((day) => (
            <li key={day.standardDate}>
              <DayHeading as={dayHeading}>
                <time dateTime={day.standardDate}>
                  {formatDayHeading(day.standardDate, locale)}
                </time>
              </DayHeading>
              <EventList>
                {day.entries.map((entry) => (
                  <EventItem key={entry.event.id} entry={entry} t={t} locale={locale} />
                ))}
              </EventList>
            </li>
          ))}
        </DayList>
      </ScrollArea>
    </Portlet>
  );
}

/**
 * My schedule (spec 02 §2–§3): the linked external calendar's events of this month from today
 * on, by day, each linking to the provider in a new tab; refresh asks the provider again and
 * the previous/next buttons scroll the list. Shown only to users linked to google, microsoft
 * or naver; provider failures leave it empty, without an alert.
 */
export function ScheduleWidget({ profile, ...props }: ScheduleWidgetProps) {
  if (!isScheduleShown(profile)) return null;
  return <ScheduleBody {...props} />;
}
