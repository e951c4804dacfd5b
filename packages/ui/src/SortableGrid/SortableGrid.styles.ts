import styled from 'styled-components';

/** The lists, one above the other; `data-carrying` while an item is being moved. */
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
 * carried every list shows a dashed outline, so it is clear where it can go.
 */
export const ListGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--maru-sortable-columns, 5), minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.control.lg};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.page};

  [data-carrying] & {
    border-style: dashed;
    border-color: ${({ theme }) => theme.color.border.strong};
  }

  &[data-target] {
    border-color: ${({ theme }) => theme.color.brand[600]};
    background: ${({ theme }) => theme.color.brand[50]};
  }
`;

export const ItemCell = styled.div`
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
  /* A drag must not select text or scroll the page on touch screens. */
  user-select: none;
  touch-action: none;
  transition: box-shadow ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &[data-state='carried'] {
    border-color: ${({ theme }) => theme.color.brand[600]};
    background: ${({ theme }) => theme.color.brand[50]};
    box-shadow: ${({ theme }) => theme.shadow.md};
    cursor: grabbing;
  }

  & img {
    -webkit-user-drag: none;
  }
`;

/** The item's text: one line, cut with an ellipsis in the narrow cells of 5 per row. */
export const ItemText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

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
