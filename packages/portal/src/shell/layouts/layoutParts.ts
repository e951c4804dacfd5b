import styled from 'styled-components';

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
