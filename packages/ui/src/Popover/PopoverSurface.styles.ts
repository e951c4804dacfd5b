import { styled } from 'styled-components';

/*
 * Invisible: catches the press outside a modal surface so nothing under it is activated.
 * Same layer as the surface, which follows it in the DOM and so paints above it.
 */
export const SurfaceUnderlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

/*
 * The popover layer sits above the modal one, so a popover, menu or calendar opened from a
 * dialog paints above it. The colours are variables so an arrow can match them.
 */
export const SurfaceBox = styled.div`
  --maru-popover-bg: ${({ theme }) => theme.color.surface.raised};
  --maru-popover-border: ${({ theme }) => theme.color.border.subtle};

  z-index: ${({ theme }) => theme.zIndex.popover};
  border: 1px solid var(--maru-popover-border);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--maru-popover-bg);
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.md};
  outline: none;
`;
