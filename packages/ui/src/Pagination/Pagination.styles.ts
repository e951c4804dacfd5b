import { NativeSelect } from '../Field/NativeSelect.styles';
import { styled } from 'styled-components';

export const PaginationNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const CountText = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const PageList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;
`;

export const Ellipsis = styled.li`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.control.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/* The current page keeps the primary look; the others are quiet. Only the variables change. */
export const PageSlot = styled.li`
  display: inline-flex;

  & > button {
    min-width: ${({ theme }) => theme.size.control.sm};
    padding: 0 ${({ theme }) => theme.space[2]};
  }

  & > button:not([aria-current='page']) {
    --maru-button-fg: ${({ theme }) => theme.color.text.primary};
  }
`;

export const SizeField = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.color.text.primary};
`;

/* A drawn chevron instead of the platform arrow, so every browser shows the same control. */
export const SizeChevron = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space[2]};
  display: inline-flex;
  line-height: 0;
  pointer-events: none;
`;

export const SizeSelect = styled(NativeSelect)`
  height: ${({ theme }) => theme.size.control.sm};
  background: ${({ theme }) => theme.color.surface.raised};
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};

  &:hover {
    border-color: ${({ theme }) => theme.color.text.secondary};
  }
`;
