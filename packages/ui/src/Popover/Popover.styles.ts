import styled from 'styled-components';

/** Invisible: catches outside presses for the modal popover without dimming the page. */
export const PopoverUnderlay = styled.div`
  position: fixed;
  inset: 0;
`;

/*
 * z-index: the modal layer, not the dropdown one, so a popover opened from a dialog paints
 * above it; popovers portal to <body> after whatever opened them, so order does the rest.
 */
export const PopoverBox = styled.div`
  --maru-popover-bg: ${({ theme }) => theme.color.surface.raised};
  --maru-popover-border: ${({ theme }) => theme.color.border.subtle};

  z-index: ${({ theme }) => theme.zIndex.modal};
  min-width: 160px;
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space[3]});
  border: 1px solid var(--maru-popover-border);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--maru-popover-bg);
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const PopoverDialog = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  outline: none;
`;

export const PopoverTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** The arrow is a 12 × 6 triangle whose tip points at the trigger, drawn with borders. */
export const PopoverArrow = styled.svg`
  position: absolute;
  display: block;
  fill: var(--maru-popover-bg);
  stroke: var(--maru-popover-border);
  stroke-width: 1px;

  [data-placement='top'] > & {
    top: 100%;
  }
  [data-placement='bottom'] > & {
    bottom: 100%;
    transform: rotate(180deg);
  }
  [data-placement='left'] > & {
    left: 100%;
    transform: rotate(-90deg) translateY(-3px);
  }
  [data-placement='right'] > & {
    right: 100%;
    transform: rotate(90deg) translateY(-3px);
  }
`;
