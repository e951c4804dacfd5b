import { styled } from 'styled-components';

/*
 * The tooltip layer (`zIndex.tooltip`, the top one): a tooltip describes whatever it is attached
 * to, including controls inside a dialog, a popover or a toast, so it must paint above them all.
 */
export const TooltipBubble = styled.div`
  --maru-tooltip-bg: ${({ theme }) => theme.color.neutral[800]};

  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: 280px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: var(--maru-tooltip-bg);
  color: ${({ theme }) => theme.color.text.inverse};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;
