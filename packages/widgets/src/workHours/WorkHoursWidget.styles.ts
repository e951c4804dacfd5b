import { styled } from 'styled-components';

/*
 * Layout only, from the Maru theme tokens; states are data attributes (GUIDE §3). The bar's
 * filled share arrives as a CSS variable, the one computed value.
 */

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Types = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const RowHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const RowLabel = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const RowValue = styled.span`
  color: ${({ theme }) => theme.color.text.primary};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.medium};

  &[data-size='lg'] {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const MeterTrack = styled.div`
  position: relative;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.neutral[200]};
  --maru-hours-colour: ${({ theme }) => theme.color.brand[600]};

  &[data-tone='overtime'] {
    --maru-hours-colour: ${({ theme }) => theme.color.warning.solid};
  }
`;

export const MeterFill = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  width: var(--maru-hours-fill, 0%);
  border-radius: inherit;
  background: var(--maru-hours-colour);
`;

export const HelpTopics = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  dt {
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
