import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../SkipLink';
import { Main } from './layoutParts';

/** Pure layout: only the route's view (spec 01 §2), still inside a main landmark. */
export function PureLayout({ children }: { children?: ReactNode }) {
  return (
    <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
      {children}
    </Main>
  );
}
