import type { ReactNode } from 'react';
import { SkipLink } from '../SkipLink';
import { TopBar } from '../TopBar';
import { Page } from './layoutParts';

/** What every signed-in layout starts with: the skip link, then the top bar (the banner). */
export function SignedInFrame({ children }: { children?: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <TopBar />
      {children}
    </Page>
  );
}
