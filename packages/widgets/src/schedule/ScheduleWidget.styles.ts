import { styled } from 'styled-components';

/** The list's visible height: the portlet's 280 px card less its header, as spec 01 §9. */
export const SCHEDULE_LIST_HEIGHT = 230;

export const ScrollArea = styled.div`
  max-height: ${SCHEDULE_LIST_HEIGHT}px;
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const DayList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DayHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const EventList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EventRow = styled.li`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space[10]} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const EventTime = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
