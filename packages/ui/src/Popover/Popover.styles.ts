import { styled } from 'styled-components';
import { PopoverSurface } from './PopoverSurface';

/** The shared surface, sized for a dialog's content; the colours and layer come from it. */
export const PopoverBox = styled(PopoverSurface)`
  min-width: 160px;
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space[3]});
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
