import { styled } from 'styled-components';

/** The widgets beside the company's column; the column drops below on narrow screens. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** A group of widgets, as many per row as fit at 300 px or more. */
export const Section = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
`;

/** A widget that takes the whole row (the feed with its tabs). */
export const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

export const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;
