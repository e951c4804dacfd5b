import { styled, keyframes } from 'styled-components';
import { fieldInputCss } from '../internal/fieldStyles';
import { fieldBoxCss, focusRingCss, listCss, popupFrameCss } from '../Select/list.styles';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The bordered frame around the input and its buttons; it shows the focus ring. */
export const ComboboxBox = styled.div`
  ${fieldBoxCss}
  gap: 0;
  padding-right: ${({ theme }) => theme.space[1]};

  &:focus-within {
    ${focusRingCss}
  }
`;

/** The bare input, styled as TextField's; the box around it draws border and focus. */
export const ComboboxInput = styled.input`
  ${fieldInputCss}
  align-self: stretch;
  padding: 0 ${({ theme }) => theme.space[3]};
`;

/** Clear and toggle: small, but never below the 24 px target size. */
export const IconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.sm};
  height: ${({ theme }) => theme.size.control.sm};
  min-width: ${({ theme }) => theme.size.minTarget};
  min-height: ${({ theme }) => theme.size.minTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.neutral[100]};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const Spinner = styled.span`
  display: inline-block;
  flex: none;
  box-sizing: border-box;
  width: 14px;
  height: 14px;
  margin: 0 ${({ theme }) => theme.space[1]};
  border: 2px solid ${({ theme }) => theme.color.brand[600]};
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radius.full};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    /* A still arc is enough to say "working" and keeps screenshots stable. */
    animation: none;
  }
`;

export const ComboboxPopup = styled.div`
  ${popupFrameCss}
`;

export const ComboboxListbox = styled.ul`
  ${listCss}

  /* No empty listbox in the frame: the message below says why there are no options. */
  &[data-empty] {
    display: none;
  }
`;

/** Loading, empty and error texts inside the popup (the live region carries them for AT). */
export const PopupMessage = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.secondary};

  &[data-status='error'] {
    color: ${({ theme }) => theme.color.danger.fg};
  }
`;
