import type { UserProfile } from '@maru/api';
import type { ReactNode } from 'react';
import type { RouteLayout } from '../../routes/routeTypes';
import { FixedAsideLayout } from './FixedAsideLayout';
import { HomeLayout } from './HomeLayout';
import { PublicLayout } from './PublicLayout';
import { PureLayout } from './PureLayout';

/** The layout a route asked for, around its page. */
export function PageLayout({
  layout,
  user,
  children,
}: {
  layout: RouteLayout;
  user: UserProfile | null;
  children?: ReactNode;
}) {
  switch (layout) {
    case 'home':
      return <HomeLayout user={user}>{children}</HomeLayout>;
    case 'fixed-aside':
      return <FixedAsideLayout>{children}</FixedAsideLayout>;
    case 'public':
      return <PublicLayout>{children}</PublicLayout>;
    case 'pure':
      return <PureLayout>{children}</PureLayout>;
  }
}
