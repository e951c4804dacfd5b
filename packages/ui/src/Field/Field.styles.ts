import styled, { css } from 'styled-components';

/*
 * The shared anatomy of every form field: label, control, then a meta row with the error (or
 * the description) on the left and the counter on the right. Other inputs (Select, Combobox,
 * DateRangePicker…) reuse these pieces so all fields line up and react to the same states.
 */
export const FieldRoot = styled.div`
  --maru-field-gap: ${({ theme }) => theme.space[1]};

  display: flex;
  flex-direction: column;
  gap: var(--maru-field-gap);
  min-width: 0;
`;

export const FieldLabel = styled.label`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  [data-disabled] > & {
    color: ${({ theme }) => theme.color.text.disabled};
  }
`;

/** The asterisk is drawn by CSS: it is decoration, the spoken word comes from the catalogue. */
export const RequiredMarkGlyph = styled.span`
  &::before {
    content: '*';
  }

  color: ${({ theme }) => theme.color.danger.fg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Text kept for assistive technology but taken out of the visual layout. */
export const visuallyHiddenCss = css`
  /* block (as absolute positioning computes anyway) so accessible names get a space before it */
  display: block;
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHiddenText = styled.span`
  ${visuallyHiddenCss}
`;

export const FieldMeta = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  &:empty {
    display: none;
  }
`;

export const FieldMessages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

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

export const FieldErrorIcon = styled.svg`
  flex: none;
  width: 14px;
  height: 14px;
  margin-top: 3px;
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
