import type { UserProfile } from '@maru/api';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ProfileCard } from '../ProfileCard';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import { TopBar } from '../TopBar';
import { Main, Page } from './layoutParts';

const Grid = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  width: min(100%, 1280px);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Home layout (spec 01 §2): left aside with the profile card, then main. */
export function HomeLayout({ user, children }: { user: UserProfile | null; children?: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Page>
      <SkipLink />
      <TopBar />
      <Grid>
        <aside aria-label={t('home.profileHeading')}>
          {user ? <ProfileCard user={user} headingId={headingId} /> : null}
        </aside>
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </Main>
      </Grid>
    </Page>
  );
}
