import { styled, keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/* Sizes only set the local variable; the ring below is the single painting rule. */
export const SpinnerRoot = styled.span`
  --maru-spinner-size: 20px;
  --maru-spinner-stroke: 2px;

  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.brand[600]};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-size='sm'] {
    --maru-spinner-size: 14px;
  }

  &[data-size='lg'] {
    --maru-spinner-size: 32px;
    --maru-spinner-stroke: 3px;
  }
`;

export const SpinnerRing = styled.span`
  flex: none;
  width: var(--maru-spinner-size);
  height: var(--maru-spinner-size);
  border: var(--maru-spinner-stroke) solid ${({ theme }) => theme.color.brand[100]};
  border-top-color: currentColor;
  border-radius: ${({ theme }) => theme.radius.full};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    /* A still arc still reads as "working", and keeps screenshots stable. */
    animation: none;
  }
`;

export const SpinnerLabel = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;
