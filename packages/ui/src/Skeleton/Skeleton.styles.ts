import { styled, keyframes } from 'styled-components';

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

/* The shape is a data attribute; width and height arrive as local CSS variables. */
export const SkeletonBlock = styled.span`
  --maru-skeleton-width: 100%;
  --maru-skeleton-height: 1em;

  display: block;
  width: var(--maru-skeleton-width);
  height: var(--maru-skeleton-height);
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.neutral[100]};
  animation: ${pulse} 1.4s ease-in-out infinite;

  &[data-variant='text'] {
    /* Text lines keep the line box of the text they stand for. */
    height: calc(var(--maru-skeleton-height) * 0.8);
    margin: calc(var(--maru-skeleton-height) * 0.1) 0;
  }

  &[data-variant='circle'] {
    border-radius: ${({ theme }) => theme.radius.full};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const SkeletonLines = styled.span`
  display: flex;
  flex-direction: column;
  width: 100%;

  & > :last-child:not(:first-child) {
    /* A shorter last line reads as a paragraph rather than a bar. */
    width: 60%;
  }
`;
