import { styled } from 'styled-components';

/* Layout only, from the Maru theme tokens (GUIDE §3). */

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const DayLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text.primary};
    font-variant-numeric: tabular-nums;
  }
  dd[data-missing] {
    color: ${({ theme }) => theme.color.danger.fg};
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
