import { styled } from 'styled-components';
import { visuallyHiddenCss } from '../VisuallyHidden';

/** Header row height; rows scroll into view below it (scroll-margin) when focused. */
const headerHeight = '40px';

export const TableFrame = styled.div`
  --maru-table-header-height: ${headerHeight};

  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Caption = styled.caption`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: start;

  &[data-hidden] {
    ${visuallyHiddenCss}
  }
`;

export const HeaderCell = styled.th`
  position: sticky;
  top: 0;
  z-index: 1;
  height: var(--maru-table-header-height);
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.strong};
  background: ${({ theme }) => theme.color.neutral[50]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: start;
  white-space: nowrap;

  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='end'] {
    text-align: end;
  }
  &[data-sortable] {
    /* The button fills the cell so the whole header is the target. */
    padding: 0 ${({ theme }) => theme.space[2]};
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.neutral[100]};
    color: ${({ theme }) => theme.color.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 0;
  }
  [data-sorted] > & {
    color: ${({ theme }) => theme.color.brand[700]};
  }
`;

export const SortIcon = styled.svg`
  flex: none;
  opacity: 0.55;

  [data-sorted] > * > & {
    opacity: 1;
  }
`;

export const BodyRow = styled.tr`
  scroll-margin-top: var(--maru-table-header-height);

  &[data-actionable] {
    cursor: pointer;
  }
  &[data-actionable]:hover > * {
    background: ${({ theme }) => theme.color.brand[50]};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
  &:last-child > * {
    border-bottom: 0;
  }
`;

export const BodyCell = styled.td`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  text-align: start;
  vertical-align: middle;

  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  &[data-align='center'] > [aria-hidden] {
    margin-inline: auto;
  }
  &[data-align='end'] > [aria-hidden] {
    /* Loading skeletons line up with the content they stand for. */
    margin-inline-start: auto;
  }
  &[data-nowrap] {
    white-space: nowrap;
  }
`;

export const FullWidthCell = styled.td`
  padding: 0;
`;
