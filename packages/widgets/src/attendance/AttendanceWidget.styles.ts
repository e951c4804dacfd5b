import { styled } from 'styled-components';

/*
 * Layout only: text colours, sizes and spacing come from the Maru theme tokens so another
 * product's theme restyles the widget too. States are data attributes (GUIDE §3).
 */

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Today = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const DateText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const ClockText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
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
`;

export const WorkStatusBadge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.full};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  &[data-status='working'] {
    background: ${({ theme }) => theme.color.success.bg};
    border-color: ${({ theme }) => theme.color.success.border};
    color: ${({ theme }) => theme.color.success.fg};
  }
  &[data-status='nonWork'] {
    background: ${({ theme }) => theme.color.warning.bg};
    border-color: ${({ theme }) => theme.color.warning.border};
    color: ${({ theme }) => theme.color.warning.fg};
  }
  &[data-status='leftWork'] {
    background: ${({ theme }) => theme.color.info.bg};
    border-color: ${({ theme }) => theme.color.info.border};
    color: ${({ theme }) => theme.color.info.fg};
  }
`;

export const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[2]};
`;

/** A short explanation under the buttons (continue-work waiting, missing leave, no location). */
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
