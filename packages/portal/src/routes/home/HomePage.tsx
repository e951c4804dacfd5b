import type { AttendanceNavigationTarget } from '@maru/widgets';
import type { StudioWidget } from '@maru/api';
import { VisuallyHidden } from '@maru/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { siteHosts } from '../../app/siteHosts';
import { useOpenProfile } from '../../profile';
import { currentUserAtom } from '../../session/sessionState';
import { useRoutePath } from '../routePaths';
import { Aside, Columns, Main, Section, WidgetSpace } from './HomePage.styles';
import { lazyModule } from '../../lazy';
import { WidgetBoundary } from './WidgetBoundary';
import { WIDGET_HEIGHTS, type WidgetKind } from './widgetSpace';

// Every widget comes in one chunk that starts loading with this module, so the first paint
// (shell and page frame) stays within the first-load budget and the widgets follow at once.
const widget = lazyModule(() => import('./homeWidgets'), { eager: true }).component;
const AbsenteesWidget = widget('AbsenteesWidget');
const AttendanceWidget = widget('AttendanceWidget');
const EmployeeNewsWidget = widget('EmployeeNewsWidget');
const FavouritePostsWidget = widget('FavouritePostsWidget');
const FavouritesWidget = widget('FavouritesWidget');
const HomeBanners = widget('HomeBanners');
const HomeFeedWidget = widget('HomeFeedWidget');
const MyActivityWidget = widget('MyActivityWidget');
const NoticePopupsHost = widget('NoticePopupsHost');
const NoticeWidget = widget('NoticeWidget');
const PreviousDayWidget = widget('PreviousDayWidget');
const ScheduleWidget = widget('ScheduleWidget');
const TimelineWidget = widget('TimelineWidget');
const WorkHoursWidget = widget('WorkHoursWidget');

interface SlotProps {
  /** Which widget: the space kept for it while it loads. */
  kind: WidgetKind;
  /** Takes the whole row. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * One widget in its own error and loading boundary (a failing widget never blanks home), in a
 * space as tall as the widget once loaded (so nothing moves when it arrives).
 */
function Slot({ kind, wide = false, children }: SlotProps) {
  return (
    <WidgetSpace $height={WIDGET_HEIGHTS[kind]} data-wide={wide || undefined}>
      <WidgetBoundary>{children}</WidgetBoundary>
    </WidgetSpace>
  );
}

/**
 * Home (spec 01 §2, spec 02 §2): the company's banners, the day's commute (attendance, work
 * hours, previous day), favourites, the feed and its portlets, and the widgets the company
 * placed in the aside (absentees, member news) from `GET /org/studio/home`. Pending notices
 * (holiday, labour receipt) open as dialogs over it.
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const openProfile = useOpenProfile();
  const go = (path: string) => navigate(path);
  const routePath = useRoutePath();
  const toRoute = (target: AttendanceNavigationTarget) => {
    const path = routePath(target);
    if (path) navigate(path);
  };
  const asideWidget = (widget: StudioWidget): ReactNode => {
    switch (widget.widgetCode) {
      case 'ABSENTEE':
        return (
          <Slot kind="absentees">
            <AbsenteesWidget onNavigate={go} onOpenProfile={openProfile} />
          </Slot>
        );
      case 'NEWS':
        return (
          <Slot kind="employeeNews">
            <EmployeeNewsWidget onOpenProfile={openProfile} />
          </Slot>
        );
      default:
        return null;
    }
  };

  return (
    <>
      <VisuallyHidden as="h1">{t('title.home')}</VisuallyHidden>
      <Columns>
        <Main>
          <Section aria-label={t('home.today')}>
            <Slot kind="attendance">
              <AttendanceWidget onNavigate={toRoute} />
            </Slot>
            <Slot kind="workHours">
              <WorkHoursWidget onNavigate={toRoute} />
            </Slot>
            <Slot kind="previousDay">
              <PreviousDayWidget onNavigate={toRoute} />
            </Slot>
            <Slot kind="favourites">
              <FavouritesWidget onNavigate={go} siteHosts={siteHosts} />
            </Slot>
            <Slot kind="schedule">
              <ScheduleWidget profile={user} />
            </Slot>
          </Section>
          <Section aria-label={t('home.feed')}>
            <Slot kind="portlet" wide>
              <HomeFeedWidget onNavigate={go} onOpenProfile={openProfile} />
            </Slot>
            <Slot kind="portlet">
              <NoticeWidget onNavigate={go} onOpenProfile={openProfile} />
            </Slot>
            <Slot kind="portlet">
              <MyActivityWidget onNavigate={go} onOpenProfile={openProfile} />
            </Slot>
            <Slot kind="portlet">
              <FavouritePostsWidget onNavigate={go} onOpenProfile={openProfile} />
            </Slot>
            <Slot kind="portlet">
              <TimelineWidget onNavigate={go} onOpenProfile={openProfile} />
            </Slot>
          </Section>
        </Main>
        <Aside>
          <WidgetBoundary>
            <HomeBanners placement="banner" onNavigate={go} />
          </WidgetBoundary>
          <WidgetBoundary>
            <HomeBanners placement="aside" renderWidget={asideWidget} onNavigate={go} />
          </WidgetBoundary>
        </Aside>
      </Columns>
      <WidgetBoundary>
        <NoticePopupsHost />
      </WidgetBoundary>
    </>
  );
}
