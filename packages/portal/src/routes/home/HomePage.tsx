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
import { Aside, Columns, Main, Section, Wide } from './HomePage.styles';
import { lazyModule } from '../../lazy';
import { WidgetBoundary } from './WidgetBoundary';

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

/** One widget in its own error and loading boundary: a failing widget never blanks home. */
function Slot({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const boundary = <WidgetBoundary>{children}</WidgetBoundary>;
  return wide ? <Wide>{boundary}</Wide> : boundary;
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
          <WidgetBoundary>
            <AbsenteesWidget onNavigate={go} onOpenProfile={openProfile} />
          </WidgetBoundary>
        );
      case 'NEWS':
        return (
          <WidgetBoundary>
            <EmployeeNewsWidget onOpenProfile={openProfile} />
          </WidgetBoundary>
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
            <Slot>
              <AttendanceWidget onNavigate={toRoute} />
            </Slot>
            <Slot>
              <WorkHoursWidget onNavigate={toRoute} />
            </Slot>
            <Slot>
              <PreviousDayWidget onNavigate={toRoute} />
            </Slot>
            <Slot>
              <FavouritesWidget onNavigate={go} siteHosts={siteHosts} />
            </Slot>
            <Slot>
              <ScheduleWidget profile={user} />
            </Slot>
          </Section>
          <Section aria-label={t('home.feed')}>
            <Slot wide>
              <HomeFeedWidget onNavigate={go} onOpenProfile={openProfile} />
            </Slot>
            <Slot>
              <NoticeWidget onNavigate={go} onOpenProfile={openProfile} />
            </Slot>
            <Slot>
              <MyActivityWidget onNavigate={go} onOpenProfile={openProfile} />
            </Slot>
            <Slot>
              <FavouritePostsWidget onNavigate={go} onOpenProfile={openProfile} />
            </Slot>
            <Slot>
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
