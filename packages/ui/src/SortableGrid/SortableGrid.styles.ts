import { styled } from 'styled-components';
import { visuallyHiddenCss } from '../VisuallyHidden';

/** The lists, one above the other; `data-dragging` while an item is being moved. */
export const GridRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const ListSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const ListLabel = styled.div`
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** Positions the empty hint over the (empty) list, which stays the drop area. */
export const ListFrame = styled.div`
  position: relative;
`;

/**
 * The drop area and the grid of items, `--maru-sortable-columns` per row. While an item is
 * dragged every list shows a dashed outline, so it is clear where it can go; the list under
 * the drop target is tinted.
 */
export const ListGrid = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(var(--maru-sortable-columns, 5), minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.control.lg};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.page};

  [data-dragging] & {
    border-style: dashed;
    border-color: ${({ theme }) => theme.color.border.strong};
  }

  &[data-target] {
    border-color: ${({ theme }) => theme.color.brand[600]};
    background: ${({ theme }) => theme.color.brand[50]};
  }
`;

/**
 * One item (a grid row). The insertion point of a drag is drawn as a bar on the edge of the
 * item it falls before (`data-drop="before"`) or, at the end of a list, after.
 */
export const ItemCell = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  cursor: grab;
  /* A drag must not select the label's text. */
  user-select: none;
  transition: box-shadow ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &[data-state='dragged'] {
    border-color: ${({ theme }) => theme.color.brand[600]};
    background: ${({ theme }) => theme.color.brand[50]};
    box-shadow: ${({ theme }) => theme.shadow.md};
    cursor: grabbing;
  }

  &[data-drop]::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: 3px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.brand[600]};
  }

  &[data-drop='before']::before {
    left: calc(-1 * ${({ theme }) => theme.space[1]} - 2px);
  }

  &[data-drop='after']::before {
    right: calc(-1 * ${({ theme }) => theme.space[1]} - 2px);
  }

  & img {
    -webkit-user-drag: none;
  }
`;

/** The cell inside an item row, holding the item's content. */
export const ItemContent = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/**
 * A drop target of react-aria's keyboard drag (a row holding the focusable insertion point).
 * It takes no grid cell and no space; the visible cue is the bar on the neighbouring item.
 */
export const DropTargetRow = styled.div`
  ${visuallyHiddenCss}
`;

/** The item's text: one line, cut with an ellipsis in the narrow cells of 5 per row. */
export const ItemText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The empty list's text, a row of the (empty) grid laid over the drop area. */
export const EmptyHint = styled.div`
  display: flex;
  position: absolute;
  inset: 0;
  align-items: center;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  pointer-events: none;
`;
