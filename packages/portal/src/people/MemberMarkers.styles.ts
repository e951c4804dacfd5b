import { styled } from 'styled-components';

export const Markers = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  width: 100%;

  &:empty {
    display: none;
  }
`;

export const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};

  svg {
    width: 12px;
    height: 12px;
  }

  &[data-marker='concurrent'] {
    color: ${({ theme }) => theme.color.info.fg};
    background: ${({ theme }) => theme.color.info.bg};
    border-color: ${({ theme }) => theme.color.info.border};
  }
  &[data-marker='dispatched'] {
    color: ${({ theme }) => theme.color.purple.fg};
    background: ${({ theme }) => theme.color.purple.bg};
    border-color: ${({ theme }) => theme.color.purple.border};
  }
  &[data-marker='onLeave'] {
    color: ${({ theme }) => theme.color.warning.fg};
    background: ${({ theme }) => theme.color.warning.bg};
    border-color: ${({ theme }) => theme.color.warning.border};
  }
`;
