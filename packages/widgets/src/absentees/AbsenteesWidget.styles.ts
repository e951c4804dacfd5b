import { styled } from 'styled-components';

/* Layout only: colours, sizes and spacing come from the theme tokens (GUIDE §4). */

/** The lists' visible height: about five rows, then they scroll (spec 01 §9 max rows 5). */
export const PEOPLE_LIST_HEIGHT = 300;

export const PeopleList = styled.ul`
  display: grid;
  max-height: ${PEOPLE_LIST_HEIGHT}px;
  overflow-y: auto;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PersonRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};

  &:last-child {
    border-bottom: 0;
  }
`;

export const PersonMain = styled.div`
  display: grid;
  min-width: 0;
  justify-items: start;
`;

/** Department and details: they wrap within the column (English ones run long). */
export const PersonMeta = styled.p`
  justify-self: stretch;
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[10]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const PersonSide = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const DayHeading = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
