import { styled, css } from 'styled-components';
import { CheckIcon, ChevronIcon } from '../icons';

/*
 * The parts Select and Combobox share beyond the common Field layout (label, required mark,
 * description and error come from ../Field): the field box and the listbox popup. States are
 * data-* attributes that only switch the component-local CSS variables.
 */

/** The bordered box: Select's trigger itself, or the frame around Combobox's input. */
export const fieldBoxCss = css`
  --maru-field-bg: ${({ theme }) => theme.color.neutral[0]};
  --maru-field-border: ${({ theme }) => theme.color.border.strong};
  --maru-field-fg: ${({ theme }) => theme.color.text.primary};

  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  box-sizing: border-box;
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.md};
  border: 1px solid var(--maru-field-border);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--maru-field-bg);
  color: var(--maru-field-fg);
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  transition: border-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &[data-open] {
    --maru-field-border: ${({ theme }) => theme.color.brand[600]};
  }

  &[data-invalid] {
    --maru-field-border: ${({ theme }) => theme.color.danger.solid};
  }

  &[data-disabled] {
    --maru-field-bg: ${({ theme }) => theme.color.neutral[100]};
    --maru-field-border: ${({ theme }) => theme.color.border.subtle};
    --maru-field-fg: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const focusRingCss = css`
  outline: 2px solid ${({ theme }) => theme.color.focusRing};
  outline-offset: 1px;
`;

export const Chevron = styled(ChevronIcon)`
  flex: none;
  color: ${({ theme }) => theme.color.text.secondary};
  transition: transform ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  [data-open] > & {
    transform: rotate(180deg);
  }
`;

/** The floating frame: raised surface, border and shadow above the page. */
export const popupFrameCss = css`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  box-sizing: border-box;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  outline: none;

  /* Always in the DOM (downshift needs the listbox ref), hidden while closed. */
  &:not([data-open]) {
    display: none;
  }
`;

/** The list of options itself, without a frame. */
export const listCss = css`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
  outline: none;
`;

/** Select's floating list: the listbox is its own frame. */
export const ListboxPopup = styled.ul`
  ${popupFrameCss}
  ${listCss}
`;

export const OptionItem = styled.li`
  --maru-option-bg: transparent;
  --maru-option-fg: ${({ theme }) => theme.color.text.primary};

  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  background: var(--maru-option-bg);
  color: var(--maru-option-fg);
  cursor: pointer;
  user-select: none;

  &[data-highlighted] {
    --maru-option-bg: ${({ theme }) => theme.color.brand[50]};
  }

  &[data-selected] {
    --maru-option-fg: ${({ theme }) => theme.color.brand[700]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  &[data-disabled] {
    --maru-option-bg: transparent;
    --maru-option-fg: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const OptionLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Keeps the check column's width so labels line up whether or not they are selected. */
export const OptionCheck = styled(CheckIcon)`
  flex: none;
  visibility: hidden;

  [data-selected] > & {
    visibility: visible;
  }
`;
