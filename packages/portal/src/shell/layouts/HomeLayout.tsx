import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { ProfileCard, type ProfileCardUser } from '../ProfileCard';
import { MAIN_CONTENT_ID } from '../SkipLink';
import { BannerAside, useBannerFilled } from './BannerAside';
import { Aside, ContentGrid, Main, breakpoint } from './layoutParts';
import { SignedInFrame } from './SignedInFrame';

const Grid = styled(ContentGrid)`
  grid-template-columns: 240px minmax(0, 1fr);
  grid-template-areas: 'profile main';

  &[data-banner] {
    grid-template-columns: 240px minmax(0, 1fr) 280px;
    grid-template-areas: 'profile main banner';
  }

  @media (max-width: ${breakpoint.wide}) {
    &[data-banner] {
      grid-template-columns: 240px minmax(0, 1fr);
      grid-template-areas: 'profile main' 'profile banner';
    }
  }

  @media (max-width: ${breakpoint.narrow}) {
    &,
    &[data-banner] {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'profile' 'main' 'banner';
    }
  }
`;

const ProfileAside = styled(Aside)`
  grid-area: profile;
`;

const HomeMain = styled(Main)`
  grid-area: main;
`;

/**
 * Home layout (spec 01 §2): top bar; the left aside with the profile card; main; the right
 * aside for banner widgets, only while a page fills the banner slot.
 */
export function HomeLayout({
  user,
  children,
}: {
  user: ProfileCardUser | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const banner = useBannerFilled();
  return (
    <SignedInFrame>
      <Grid data-banner={banner || undefined}>
        <ProfileAside aria-label={t('home.profileHeading')}>
          {user ? <ProfileCard user={user} headingId={headingId} /> : null}
        </ProfileAside>
        <HomeMain id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </HomeMain>
        <BannerAside />
      </Grid>
    </SignedInFrame>
  );
}
