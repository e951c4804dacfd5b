import type { ReactNode } from 'react';
import type { RouteLayout } from '../../routes/routeTypes';
import type { ProfileCardUser } from '../ProfileCard';
import { ContentCenteredLayout } from './ContentCenteredLayout';
import { FixedAsideLayout } from './FixedAsideLayout';
import { HomeLayout } from './HomeLayout';
import { LayoutSlotsProvider } from './layoutSlots';
import { PublicLayout } from './PublicLayout';
import { PureLayout } from './PureLayout';
import { SearchLayout } from './SearchLayout';

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
