import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { MAIN_CONTENT_ID } from '../SkipLink';
import { Main, breakpoint } from './layoutParts';
import { SignedInFrame } from './SignedInFrame';

/** Reading width for forms and single-column pages (my settings, notices). */
const CENTERED_MAX_WIDTH = '960px';

const CenteredMain = styled(Main)`
  width: min(100%, ${CENTERED_MAX_WIDTH});
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};

  @media (max-width: ${breakpoint.narrow}) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/** Content-centred layout (spec 01 §2): top bar and a centred main with a maximum width. */
export function ContentCenteredLayout({ children }: { children?: ReactNode }) {
  return (
    <SignedInFrame>
      <CenteredMain id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </CenteredMain>
    </SignedInFrame>
  );
}
