import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { MAIN_CONTENT_ID } from '../SkipLink';
import { Aside, ContentGrid, Main, breakpoint } from './layoutParts';
import { useSlotHost } from './layoutSlots';
import { SignedInFrame } from './SignedInFrame';

const Grid = styled(ContentGrid)`
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'main';

  &[data-aside] {
    grid-template-columns: 260px minmax(0, 1fr);
    grid-template-areas: 'filters main';
  }

  @media (max-width: ${breakpoint.narrow}) {
    &[data-aside] {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'filters' 'main';
    }
  }
`;

const FiltersAside = styled(Aside)`
  grid-area: filters;
`;

const SearchMain = styled(Main)`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The header region: the first thing in main, so the skip link lands right before it. */
const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

/**
 * Search layout (spec 01 §2): top bar; the search aside (`SearchAsideSlot`); main with the search
 * header (`SearchHeaderSlot`) above the result view (the page itself). Each region is drawn
 * only while the page fills it.
 */
export function SearchLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { filled: asideFilled, attach: attachAside } = useSlotHost('searchAside');
  const { filled: headerFilled, attach: attachHeader } = useSlotHost('searchHeader');
  return (
    <SignedInFrame>
      <Grid data-aside={asideFilled || undefined}>
        {asideFilled ? (
          <FiltersAside ref={attachAside} aria-label={t('layout.searchAside')} />
        ) : null}
        <SearchMain id={MAIN_CONTENT_ID} tabIndex={-1}>
          {headerFilled ? <Header ref={attachHeader} /> : null}
          {children}
        </SearchMain>
      </Grid>
    </SignedInFrame>
  );
}
