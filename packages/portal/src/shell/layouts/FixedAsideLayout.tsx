import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import { TopBar } from '../TopBar';
import { Main, Page } from './layoutParts';

const Content = styled(Main)`
  width: min(100%, 1280px);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
`;

/** Fixed-aside layout: the top bar and main; the left menu tree comes with the full shell. */
export function FixedAsideLayout({ children }: { children?: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <TopBar />
      <Content id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Content>
    </Page>
  );
}
