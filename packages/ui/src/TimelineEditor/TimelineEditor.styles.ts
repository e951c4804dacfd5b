import { styled } from 'styled-components';

export const EditorRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const RowList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One row as a card; `data-invalid` when the current message concerns it. */
export const RowItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};

  &[data-division='02'] {
    background: ${({ theme }) => theme.color.neutral[50]};
  }

  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }
`;

export const RowGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const RowHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.control.sm};
`;

export const RowTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Pushes the delete button to the end of the header. */
export const RowAction = styled.span`
  margin-left: auto;
`;

export const RowFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The remark takes the room left beside the times. */
export const RemarkSlot = styled.div`
  flex: 1 1 12rem;
  min-width: 10rem;
`;

/** A typed time: wide enough for "HH:mm" and the next-day note, no wider. */
export const TypedTimeSlot = styled.div`
  width: 7.5rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ReadOnlyTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: start;
    vertical-align: top;
  }

  thead th {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  td[data-next-day] {
    color: ${({ theme }) => theme.color.brand[700]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** Title and platform badge side by side in a read-only cell. */
export const DivisionCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
