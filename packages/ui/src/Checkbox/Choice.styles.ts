import { styled } from 'styled-components';

/*
 * Shared anatomy of Checkbox, Radio and Switch: a label row holding the native input, a drawn
 * indicator and the text. The native input is transparent and stretched over the whole row,
 * so the pointer target is the full row (never under 24×24 CSS px, WCAG 2.2 target size) and
 * the browser, not a script, does the toggling. States are data-* attributes on the row.
 */
export const ChoiceRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const ChoiceLabel = styled.label`
  --maru-choice-accent: ${({ theme }) => theme.color.brand[600]};
  --maru-choice-border: ${({ theme }) => theme.color.border.strong};
  --maru-choice-bg: ${({ theme }) => theme.color.neutral[0]};

  position: relative;
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  align-self: flex-start;
  min-height: ${({ theme }) => theme.size.minTarget};
  min-width: ${({ theme }) => theme.size.minTarget};
  padding: 2px 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  cursor: pointer;

  &[data-hovered]:not([data-disabled]):not([data-readonly]) {
    --maru-choice-border: ${({ theme }) => theme.color.neutral[600]};
  }

  &[data-invalid] {
    --maru-choice-border: ${({ theme }) => theme.color.danger.solid};
    --maru-choice-accent: ${({ theme }) => theme.color.danger.solid};
  }

  &[data-readonly] {
    cursor: default;
  }

  &[data-disabled] {
    --maru-choice-accent: ${({ theme }) => theme.color.neutral[400]};
    --maru-choice-border: ${({ theme }) => theme.color.neutral[300]};
    --maru-choice-bg: ${({ theme }) => theme.color.neutral[100]};
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const ChoiceInput = styled.input`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

/** Centres an 18px indicator on the first text line (line box 14px × 1.55 ≈ 22px). */
export const ChoiceIndicatorSlot = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  height: 22px;
`;

export const CheckboxBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border: 1.5px solid var(--maru-choice-border);
  border-radius: ${({ theme }) => theme.radius.sm};
  background: var(--maru-choice-bg);
  color: ${({ theme }) => theme.color.text.inverse};
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  & > svg {
    width: 12px;
    height: 12px;
  }

  [data-state='checked'] > * > &,
  [data-state='indeterminate'] > * > & {
    border-color: var(--maru-choice-accent);
    background: var(--maru-choice-accent);
  }

  [data-focus-visible] > * > & {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const RadioDot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border: 1.5px solid var(--maru-choice-border);
  border-radius: ${({ theme }) => theme.radius.full};
  background: var(--maru-choice-bg);

  &::after {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${({ theme }) => theme.radius.full};
    background: var(--maru-choice-accent);
    transform: scale(0);
    transition: transform ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  }

  [data-state='checked'] > * > & {
    border-color: var(--maru-choice-accent);
  }

  [data-state='checked'] > * > &::after {
    transform: scale(1);
  }

  [data-focus-visible] > * > & {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const SwitchTrack = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  width: 36px;
  height: 20px;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.neutral[500]};
  transition: background-color ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};

  &::after {
    content: '';
    width: 16px;
    height: 16px;
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.neutral[0]};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    transition: transform ${({ theme }) => theme.motion.duration.normal}
      ${({ theme }) => theme.motion.easing.standard};
  }

  [data-state='checked'] > * > & {
    background: var(--maru-choice-accent);
  }

  [data-state='checked'] > * > &::after {
    transform: translateX(16px);
  }

  [data-disabled] > * > & {
    background: ${({ theme }) => theme.color.neutral[300]};
  }

  [data-focus-visible] > * > & {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const ChoiceText = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

/** Description and error under a single choice, indented to line up with its text. */
export const ChoiceMessages = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding-left: calc(18px + ${({ theme }) => theme.space[2]});

  &[data-kind='switch'] {
    padding-left: calc(36px + ${({ theme }) => theme.space[2]});
  }
`;

/** The list of options of a CheckboxGroup or RadioGroup. */
export const ChoiceGroupItems = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[5]};
  }
`;
