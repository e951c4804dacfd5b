import type { ReactNode } from 'react';
import type { RouteLayout } from '../../routes/routeTypes';
import type { ProfileCardUser } from '../ProfileCard';
import { useTranslation } from 'react-i18next';
import { deferredComponent } from '../deferred';
import { PanelText } from '../panels';
import { HomeLayout } from './HomeLayout';
import { LayoutSlotsProvider } from './layoutSlots';
import { PublicLayout } from './PublicLayout';
import { PureLayout } from './PureLayout';

/** While another route's layout (and with it the left menu) arrives. */
function LayoutLoading() {
  const { t } = useTranslation();
  return (
    <PanelText role="status" aria-live="polite">
      {t('page.loading')}
    </PanelText>
  );
}

// Home, public (sign-in) and pure are what a first visit meets; the others load with their
// first route, keeping the left menu out of the home route's first load (GUIDE §6).
const FixedAsideLayout = deferredComponent(
  () => import('./FixedAsideLayout').then((module) => module.FixedAsideLayout),
  LayoutLoading,
);
const ContentCenteredLayout = deferredComponent(
  () => import('./ContentCenteredLayout').then((module) => module.ContentCenteredLayout),
  LayoutLoading,
);
const SearchLayout = deferredComponent(
  () => import('./SearchLayout').then((module) => module.SearchLayout),
  LayoutLoading,
);

function LayoutFor({
  layout,
  user,
  children,
}: {
  layout: RouteLayout;
  user: ProfileCardUser | null;
  children?: ReactNode;
}) {
  switch (layout) {
    case 'home':
      return <HomeLayout user={user}>{children}</HomeLayout>;
    case 'fixed-aside':
      return <FixedAsideLayout>{children}</FixedAsideLayout>;
    case 'content-centered':
      return <ContentCenteredLayout>{children}</ContentCenteredLayout>;
    case 'search':
      return <SearchLayout>{children}</SearchLayout>;
    case 'public':
      return <PublicLayout>{children}</PublicLayout>;
    case 'pure':
      return <PureLayout>{children}</PureLayout>;
  }
}

/**
 * The layout a route asked for, around its page (spec 01 §2). The layouts read the rest from
 * atoms (route meta, side menu, session); pages fill the layout's slots (`layoutSlots.tsx`).
 */
export function PageLayout({
  layout,
  user,
  children,
}: {
  layout: RouteLayout;
  user: ProfileCardUser | null;
  children?: ReactNode;
}) {
  return (
    <LayoutSlotsProvider>
      <LayoutFor layout={layout} user={user}>
        {children}
      </LayoutFor>
    </LayoutSlotsProvider>
  );
}
