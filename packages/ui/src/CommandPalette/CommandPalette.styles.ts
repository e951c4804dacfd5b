import { styled } from 'styled-components';
import { fieldInputCss } from '../internal/fieldStyles';

/*
 * The palette inside the shared modal frame (640 px): a search row, the virtualized results,
 * then the hints. Row heights are fixed numbers (see ROW_HEIGHT) so the virtualizer never has
 * to measure, which keeps a keystroke's re-render cheap and screenshots stable.
 */

/** Heights in px of the virtualized rows; the styles below use the same numbers. */
export const ROW_HEIGHT = { header: 32, option: 40, optionWithDescription: 56 } as const;

/** The results list's height in px at most (it is shorter when fewer rows fit). */
export const LIST_MAX_HEIGHT = 360;

export const PaletteBody = styled.div`
  --maru-palette-list-height: ${LIST_MAX_HEIGHT}px;

  display: flex;
  flex-direction: column;
  min-height: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const SearchRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const HomeLink = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: ${({ theme }) => theme.size.minTarget};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  & img,
  & svg {
    display: block;
    max-height: ${({ theme }) => theme.size.control.sm};
  }
`;

export const SearchInput = styled.input`
  ${fieldInputCss}
  min-height: ${({ theme }) => theme.size.control.md};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/**
 * The scrolling listbox; its height follows the rows, up to the list height. It feeds the
 * theme to its rows as variables, so the rows' own rules are static: styled-components then
 * skips evaluating them for each of the rows every time the results change.
 */
export const ResultList = styled.div`
  --maru-palette-row-padding: ${({ theme }) => theme.space[4]};
  --maru-palette-header-gap: ${({ theme }) => theme.space[1]};
  --maru-palette-header-size: ${({ theme }) => theme.font.size.xs};
  --maru-palette-description-size: ${({ theme }) => theme.font.size.sm};
  --maru-palette-bold: ${({ theme }) => theme.font.weight.bold};
  --maru-palette-medium: ${({ theme }) => theme.font.weight.medium};
  --maru-palette-text: ${({ theme }) => theme.color.text.primary};
  --maru-palette-text-secondary: ${({ theme }) => theme.color.text.secondary};
  --maru-palette-text-disabled: ${({ theme }) => theme.color.text.disabled};
  --maru-palette-active-bg: ${({ theme }) => theme.color.brand[50]};
  --maru-palette-active-edge: ${({ theme }) => theme.color.brand[600]};
  --maru-palette-search-all: ${({ theme }) => theme.color.brand[700]};

  position: relative;
  max-height: var(--maru-palette-list-height);
  overflow-y: auto;
  overscroll-behavior: contain;
  outline: none;
`;

export const RowSpacer = styled.div`
  position: relative;
  width: 100%;
`;

/** Every row is absolutely placed by the virtualizer (top via transform). */
const rowBase = `
  position: absolute;
  top: 0;
  left: 0;
  box-sizing: border-box;
  width: 100%;
`;

const ellipsis = `
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const GroupHeader = styled.div`
  ${rowBase}
  display: flex;
  align-items: flex-end;
  height: ${ROW_HEIGHT.header}px;
  padding: 0 var(--maru-palette-row-padding) var(--maru-palette-header-gap);
  color: var(--maru-palette-text-secondary);
  font-size: var(--maru-palette-header-size);
  font-weight: var(--maru-palette-bold);
`;

/** An option; its label and description are plain spans marked with `data-part`. */
export const Option = styled.div`
  ${rowBase}
  --maru-option-bg: transparent;
  --maru-option-fg: var(--maru-palette-text);

  display: flex;
  flex-direction: column;
  justify-content: center;
  height: ${ROW_HEIGHT.option}px;
  padding: 0 var(--maru-palette-row-padding);
  background: var(--maru-option-bg);
  color: var(--maru-option-fg);
  cursor: pointer;
  user-select: none;

  &[data-description] {
    height: ${ROW_HEIGHT.optionWithDescription}px;
  }

  &[data-active] {
    --maru-option-bg: var(--maru-palette-active-bg);
    box-shadow: inset 3px 0 0 var(--maru-palette-active-edge);
  }

  &[data-disabled] {
    --maru-option-fg: var(--maru-palette-text-disabled);
    cursor: not-allowed;
  }

  &[data-kind='searchAll'] {
    --maru-option-fg: var(--maru-palette-search-all);
    font-weight: var(--maru-palette-medium);
  }

  & > [data-part='label'] {
    ${ellipsis}
  }

  & > [data-part='description'] {
    ${ellipsis}
    color: var(--maru-palette-text-secondary);
    font-size: var(--maru-palette-description-size);
  }

  &[data-disabled] > [data-part='description'] {
    color: inherit;
  }
`;

export const EmptyArea = styled.div`
  padding: ${({ theme }) => theme.space[2]} 0;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.page};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const HintList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Hint = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Kbd = styled.kbd`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 18px;
`;
