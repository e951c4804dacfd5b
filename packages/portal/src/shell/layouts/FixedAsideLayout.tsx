import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { routeMetaAtom } from '../../routes/routeMetaAtom';
import { SideMenu } from '../sidemenu/SideMenu';
import { MAIN_CONTENT_ID } from '../SkipLink';
import { BannerAside, useBannerFilled } from './BannerAside';
import { ContentGrid, Main, breakpoint } from './layoutParts';
import { SignedInFrame } from './SignedInFrame';

const Grid = styled(ContentGrid)`
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: 'menu main';

  &[data-banner] {
    grid-template-columns: auto minmax(0, 1fr) 280px;
    grid-template-areas: 'menu main banner';
  }

  @media (max-width: ${breakpoint.wide}) {
    &[data-banner] {
      grid-template-columns: auto minmax(0, 1fr);
      grid-template-areas: 'menu main' 'menu banner';
    }
  }

  @media (max-width: ${breakpoint.narrow}) {
    &,
    &[data-banner] {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'menu' 'main' 'banner';
    }
  }
`;

/**
 * The menu stays in view while the page scrolls (hence "fixed aside"), below the sticky top bar;
 * the top bar may publish its height as `--maru-topbar-height`.
 */
const MenuColumn = styled.div`
  grid-area: menu;
  min-width: 0;
  position: sticky;
  top: calc(var(--maru-topbar-height, 56px) + ${({ theme }) => theme.space[6]});
  max-height: calc(100vh - var(--maru-topbar-height, 56px) - ${({ theme }) => theme.space[8]});
  overflow-y: auto;

  @media (max-width: ${breakpoint.narrow}) {
    position: static;
    max-height: none;
  }
`;

const FixedMain = styled(Main)`
  grid-area: main;
`;

/**
 * Fixed-aside layout (spec 01 §2): top bar; the left menu tree with its collapse button; main;
 * on community pages only, the banner aside (while a page fills the banner slot).
 */
export function FixedAsideLayout({ children }: { children?: ReactNode }) {
  const meta = useAtomValue(routeMetaAtom);
  const bannerFilled = useBannerFilled();
  const showsBanner = meta?.menuArea === 'community';
  return (
    <SignedInFrame>
      <Grid data-banner={(showsBanner && bannerFilled) || undefined}>
        <MenuColumn>
          <SideMenu />
        </MenuColumn>
        <FixedMain id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </FixedMain>
        {showsBanner ? <BannerAside /> : null}
      </Grid>
    </SignedInFrame>
  );
}
