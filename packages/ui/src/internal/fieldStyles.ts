import { styled, css } from 'styled-components';

/*
 * The pieces every text-like control shares (TextField, Combobox, TagInput, the palette's
 * input, choice controls, the timeline editor): the bordered box, the bare input inside it,
 * the description and error lines and the counter slot. They live here rather than in Field/
 * so that a component never reaches into another component's folder.
 */
export const FieldDescription = styled.div`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const FieldError = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const FieldCounterSlot = styled.div`
  flex: none;
  margin-left: auto;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;

  &[data-state='near'] {
    color: ${({ theme }) => theme.color.warning.fg};
  }

  &[data-state='at'] {
    color: ${({ theme }) => theme.color.danger.fg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/**
 * The bordered box around a text control. States are data-* attributes on the box:
 * data-invalid, data-disabled, data-readonly; focus shows through :focus-within so an inner
 * clear button or icon does not need its own ring.
 */
export const FieldControl = styled.div`
  --maru-control-bg: ${({ theme }) => theme.color.neutral[0]};
  --maru-control-border: ${({ theme }) => theme.color.border.strong};
  --maru-control-fg: ${({ theme }) => theme.color.text.primary};

  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid var(--maru-control-border);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--maru-control-bg);
  color: var(--maru-control-fg);
  transition: border-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  /* An invalid field keeps its danger border under the pointer. */
  &:hover:not([data-disabled]):not([data-readonly]):not([data-invalid]) {
    --maru-control-border: ${({ theme }) => theme.color.neutral[600]};
  }

  &:focus-within {
    --maru-control-border: ${({ theme }) => theme.color.focusRing};
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -1px;
  }

  &[data-multiline] {
    align-items: stretch;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  }

  &[data-invalid] {
    --maru-control-border: ${({ theme }) => theme.color.danger.solid};
  }

  &[data-invalid]:focus-within {
    outline-color: ${({ theme }) => theme.color.danger.solid};
  }

  &[data-readonly] {
    --maru-control-bg: ${({ theme }) => theme.color.neutral[50]};
    --maru-control-border: ${({ theme }) => theme.color.border.subtle};
  }

  &[data-disabled] {
    --maru-control-bg: ${({ theme }) => theme.color.neutral[100]};
    --maru-control-border: ${({ theme }) => theme.color.border.subtle};
    --maru-control-fg: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

/** The bare input or textarea inside a FieldControl; the box draws border and focus. */
export const fieldInputCss = css`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.size.minTarget};
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.neutral[500]};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
  }

  /* The box shows focus; the global focus-visible outline would double it. */
  &:focus-visible {
    outline: none;
  }
`;

/** The clear button: a 24×24 target (WCAG 2.2 target size) inside the field box. */
export const ClearButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.minTarget};
  height: ${({ theme }) => theme.size.minTarget};
  margin-right: -${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.neutral[100]};
    color: ${({ theme }) => theme.color.text.primary};
  }

  & > svg {
    width: 14px;
    height: 14px;
  }
`;
