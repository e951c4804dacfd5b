import { useAtomValue, useSetAtom } from 'jotai';
import { Portlet, StatusTag, useIntl, type HeadingLevel, type Translate } from '@maru/ui';
import type { EmployeeNewsItem } from '@maru/api';
import {
  PeopleList,
  PersonMain,
  PersonMeta,
  PersonRow,
  PersonSide,
} from '../absentees/AbsenteesWidget.styles';
import { browserYmd } from '@maru/api/dates';
import { PersonButton } from '../PersonButton';
import { portletStatus } from '../remote';
import { employeeNewsViewAtom, reloadEmployeeNewsAtom } from './atoms';
import { employeeNewsCatalogue } from './catalogue';
import { newsColour, newsLabelKey, newsMonthDay, visibleNews } from './rules';

export interface EmployeeNewsWidgetProps {
  /** A member was chosen: the host opens their profile dialog. */
  onOpenProfile?: (userId: string) => void;
  /** "Today" for the current-year rule (stories pin it); the current time by default. */
  now?: Date;
  /** Heading level of the portlet title; 2 by default. */
  headingLevel?: HeadingLevel;
  className?: string;
}

function NewsRow({
  item,
  t,
  onOpenProfile,
}: {
  item: EmployeeNewsItem;
  t: Translate;
  onOpenProfile: EmployeeNewsWidgetProps['onOpenProfile'];
}) {
  const labelKey = newsLabelKey(item.infoChk);
  const label = labelKey ? t(labelKey) : item.label;
  // The server's detail ("입사 3주년", "마루 랩스에서 전입") adds to the kind's label.
  const detail = item.typeName && item.typeName !== item.label ? item.typeName : null;
  const meta = [item.organizationName, item.dutyName, detail].filter(Boolean).join(' · ');
  return (
    <PersonRow data-info-chk={item.infoChk}>
      <PersonMain>
        <PersonButton
          userId={item.userId}
          name={item.employeeName}
          photo={item.userPhoto}
          onOpenProfile={onOpenProfile}
        />
        <PersonMeta>{meta}</PersonMeta>
      </PersonMain>
      <PersonSide>
        <StatusTag colour={newsColour(item)}>{label}</StatusTag>
        <time dateTime={item.eventYmd}>{newsMonthDay(item.eventYmd)}</time>
      </PersonSide>
    </PersonRow>
  );
}

/**
 * Employee news (spec 01 §2–§3): birthdays, weddings, work anniversaries and transfers of the
 * current company, each with a coloured label and its MM.DD date; the name opens the member's
 * profile. Items outside the current year are left out (see `isNewsShown`).
 */
export function EmployeeNewsWidget({
  onOpenProfile,
  now,
  headingLevel,
  className,
}: EmployeeNewsWidgetProps) {
  const { t } = useIntl(employeeNewsCatalogue);
  const news = useAtomValue(employeeNewsViewAtom);
  const retry = useSetAtom(reloadEmployeeNewsAtom);
  const today = browserYmd(now ?? new Date());
  const items = news.data ? visibleNews(news.data.items, today) : [];
  const status = portletStatus(news, (loaded) => visibleNews(loaded.items, today).length === 0);

  return (
    <Portlet
      title={t('title')}
      headingLevel={headingLevel}
      className={className}
      status={status}
      errorText={t('error.load')}
      emptyText={t('empty')}
      onRetry={retry}
    >
      <PeopleList aria-label={t('list')}>
        {items.map((item) => (
          <NewsRow
            key={`${item.userId}-${item.infoChk}-${item.eventYmd}`}
            item={item}
            t={t}
            onOpenProfile={onOpenProfile}
          />
        ))}
      </PeopleList>
    </Portlet>
  );
}
