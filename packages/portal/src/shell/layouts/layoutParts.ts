import { styled } from 'styled-components';

/**
 * Widths where the layouts rearrange. Below `wide` the banner aside moves under the page; below
 * `narrow` every aside stacks above or below main in one column.
 */
export const breakpoint = { narrow: '720px', wide: '1200px' } as const;

/** The widest the content grid of the signed-in layouts grows. */
export const CONTENT_MAX_WIDTH = '1440px';

/** The page below the top bar. */
export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface.page};
  color: ${({ theme }) => theme.color.text.primary};
`;

/** The main landmark every layout has; focusable so the skip link moves focus into it. */
export const Main = styled.main`
  flex: 1;
  min-width: 0;

  &:focus {
    outline: none;
  }
`;

/** A labelled column beside main (profile card, banners, search filters). */
export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/**
 * The content grid under the top bar; each layout sets its columns and areas. It fills the
 * page's height, but its rows keep their content's height (`align-content: start`): stretched
 * rows would move the areas below a growing one (main under the profile card on a phone) as
 * the page's parts arrive.
 */
export const ContentGrid = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-content: start;
  align-items: start;
  width: min(100%, ${CONTENT_MAX_WIDTH});
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};

  @media (max-width: ${breakpoint.narrow}) {
    padding: ${({ theme }) => theme.space[4]};
    gap: ${({ theme }) => theme.space[4]};
  }
`;
