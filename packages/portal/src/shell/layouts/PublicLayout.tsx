import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import { PublicBar } from '../TopBar';
import { Main, Page } from './layoutParts';

const Centered = styled(Main)`
  display: grid;
  place-items: start center;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
`;

/** Public layout: pages that work signed out (sign-in, logout, not found). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <PublicBar />
      <Centered id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Centered>
    </Page>
  );
}
