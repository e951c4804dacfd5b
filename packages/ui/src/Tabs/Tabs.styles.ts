import { styled } from 'styled-components';

export const TabsRoot = styled.div`
  --maru-tabs-border: ${({ theme }) => theme.color.border.subtle};
  --maru-tabs-indicator: ${({ theme }) => theme.color.brand[600]};

  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/* Many tabs scroll sideways instead of wrapping; the focused tab is scrolled into view. */
export const TabListRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid var(--maru-tabs-border);
  scrollbar-width: thin;
`;

export const TabButton = styled.div`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: 0;
    left: 0;
    height: 2px;
    border-radius: ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0 0;
    background: transparent;
  }

  &:hover:not([data-disabled]) {
    color: ${({ theme }) => theme.color.text.primary};
  }

  &[data-selected] {
    color: ${({ theme }) => theme.color.brand[700]};
  }

  &[data-selected]::after {
    background: var(--maru-tabs-indicator);
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const TabPanelBox = styled.div`
  padding: ${({ theme }) => theme.space[4]} 0;
  color: ${({ theme }) => theme.color.text.primary};

  &:focus-visible {
    outline-offset: 0;
  }
`;
