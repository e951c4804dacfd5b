import { styled, keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/*
 * Variants and sizes are data-* attributes; each one only sets the component-local CSS
 * variables, so the base rule below is the single place that paints the button.
 */
export const StyledButton = styled.button`
  --maru-button-bg: ${({ theme }) => theme.color.brand[600]};
  --maru-button-bg-hover: ${({ theme }) => theme.color.brand[700]};
  --maru-button-fg: ${({ theme }) => theme.color.text.inverse};
  --maru-button-border: transparent;
  --maru-button-height: ${({ theme }) => theme.size.control.md};
  --maru-button-padding: 0 ${({ theme }) => theme.space[4]};
  --maru-button-font-size: ${({ theme }) => theme.font.size.md};

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: ${({ theme }) => theme.size.minTarget};
  min-height: ${({ theme }) => theme.size.minTarget};
  height: var(--maru-button-height);
  padding: var(--maru-button-padding);
  border: 1px solid var(--maru-button-border);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--maru-button-bg);
  color: var(--maru-button-fg);
  font: inherit;
  font-size: var(--maru-button-font-size);
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover:not([data-disabled]):not([data-loading]) {
    background: var(--maru-button-bg-hover);
  }

  &[data-variant='secondary'] {
    --maru-button-bg: ${({ theme }) => theme.color.neutral[0]};
    --maru-button-bg-hover: ${({ theme }) => theme.color.neutral[100]};
    --maru-button-fg: ${({ theme }) => theme.color.text.primary};
    --maru-button-border: ${({ theme }) => theme.color.border.strong};
  }

  &[data-variant='ghost'] {
    --maru-button-bg: transparent;
    --maru-button-bg-hover: ${({ theme }) => theme.color.neutral[100]};
    --maru-button-fg: ${({ theme }) => theme.color.brand[700]};
  }

  &[data-variant='danger'] {
    --maru-button-bg: ${({ theme }) => theme.color.danger.solid};
    --maru-button-bg-hover: ${({ theme }) => theme.color.danger.fg};
    --maru-button-fg: ${({ theme }) => theme.color.text.inverse};
  }

  &[data-size='sm'] {
    --maru-button-height: ${({ theme }) => theme.size.control.sm};
    --maru-button-padding: 0 ${({ theme }) => theme.space[3]};
    --maru-button-font-size: ${({ theme }) => theme.font.size.sm};
  }

  &[data-size='lg'] {
    --maru-button-height: ${({ theme }) => theme.size.control.lg};
    --maru-button-padding: 0 ${({ theme }) => theme.space[5]};
    --maru-button-font-size: ${({ theme }) => theme.font.size.lg};
  }

  &[data-icon-only] {
    --maru-button-padding: 0;
    width: var(--maru-button-height);
  }

  &[data-disabled] {
    --maru-button-bg: ${({ theme }) => theme.color.neutral[100]};
    --maru-button-fg: ${({ theme }) => theme.color.text.disabled};
    --maru-button-border: ${({ theme }) => theme.color.border.subtle};
    cursor: not-allowed;
  }

  &[data-variant='ghost'][data-disabled] {
    --maru-button-bg: transparent;
    --maru-button-border: transparent;
  }

  &[data-loading] {
    cursor: progress;
  }
`;

/**
 * Holds icon and label; hidden visually (not from assistive tech) while loading: opacity, not
 * visibility, so the label stays the accessible name and keeps the width. (Comments stay
 * outside the CSS templates: template text ships verbatim in the bundle.)
 */
export const ButtonContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;

  [data-loading] > & {
    opacity: 0;
  }
`;

export const ButtonIcon = styled.span`
  display: inline-flex;
  flex: none;
  line-height: 0;
`;

/** Under reduced motion a still arc is enough to say "working" and keeps screenshots stable. */
export const Spinner = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radius.full};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
