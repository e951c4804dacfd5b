import { styled } from 'styled-components';
import { PopoverSurface } from '../Popover/PopoverSurface';

/** The picker: label, preset group and the range field, wrapping on narrow screens. */
export const PickerRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const PickerLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const PickerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Segmented control: the radios sit side by side in one bordered strip. */
export const PresetStrip = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.neutral[0]};
`;

export const PresetOption = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.control.md};
  min-height: ${({ theme }) => theme.size.minTarget};
  height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  color: ${({ theme }) => theme.color.text.primary};

  & + & {
    border-left: 1px solid ${({ theme }) => theme.color.border.subtle};
  }

  &:hover:not([data-selected]) {
    background: ${({ theme }) => theme.color.neutral[100]};
  }

  &[data-selected] {
    background: ${({ theme }) => theme.color.brand[600]};
    color: ${({ theme }) => theme.color.text.inverse};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -4px;
  }

  &[data-focus-visible][data-selected] {
    outline-color: ${({ theme }) => theme.color.neutral[0]};
  }
`;

/** The start ~ end field with its calendar button, drawn like a text input. */
export const RangeGroup = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.neutral[0]};

  &:focus-within {
    border-color: ${({ theme }) => theme.color.focusRing};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.focusRing};
  }

  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }
`;

export const RangeSeparator = styled.span`
  padding: 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text.secondary};

  /* Decorative punctuation kept out of JSX text: the fields carry their own names. */
  &::before {
    content: '~';
  }
`;

export const DateFieldBox = styled.div`
  display: inline-flex;
  align-items: center;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Segment = styled.div`
  padding: 0 1px;
  border-radius: ${({ theme }) => theme.radius.sm};
  text-align: end;
  outline: none;
  caret-color: transparent;

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.text.secondary};
  }

  &:not([data-literal]) {
    min-width: ${({ theme }) => theme.size.minTarget};
    min-height: ${({ theme }) => theme.size.minTarget};
    line-height: ${({ theme }) => theme.size.minTarget};
  }

  &:focus {
    background: ${({ theme }) => theme.color.brand[700]};
    color: ${({ theme }) => theme.color.text.inverse};
  }
`;

export const CalendarButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.sm};
  height: ${({ theme }) => theme.size.control.sm};
  margin-left: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.neutral[100]};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;

export const ErrorText = styled.div`
  flex-basis: 100%;
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The calendar dialog on the shared popover surface (colours, border, layer and `lang`). */
export const CalendarSurface = styled(PopoverSurface)`
  padding: ${({ theme }) => theme.space[3]};
`;

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export const CalendarTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.md};
  height: ${({ theme }) => theme.size.control.md};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.neutral[0]};
  color: ${({ theme }) => theme.color.text.primary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.neutral[100]};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;

export const Grid = styled.table`
  border-collapse: collapse;

  th {
    width: ${({ theme }) => theme.size.control.md};
    height: ${({ theme }) => theme.size.control.sm};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.text.secondary};
  }

  td {
    padding: 1px 0;
  }
`;

export const CellButton = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.md};
  height: ${({ theme }) => theme.size.control.md};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  outline: none;

  &:hover:not([data-selected]) {
    background: ${({ theme }) => theme.color.neutral[100]};
  }

  &[data-outside] {
    visibility: hidden;
  }

  &[data-today] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: underline;
  }

  &[data-selected] {
    border-radius: 0;
    background: ${({ theme }) => theme.color.brand[100]};
    color: ${({ theme }) => theme.color.brand[800]};
  }

  &[data-range-start],
  &[data-range-end] {
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.brand[600]};
    color: ${({ theme }) => theme.color.text.inverse};
  }

  &[data-invalid][data-selected] {
    background: ${({ theme }) => theme.color.danger.bg};
    color: ${({ theme }) => theme.color.danger.fg};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;
