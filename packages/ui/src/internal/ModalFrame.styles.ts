import { styled } from 'styled-components';

/*
 * The shared modal chrome of Dialog, AlertDialog and MessageBox. Each modal portals to <body>
 * in the order it opened, so a nested dialog's underlay paints over its parent's at the same
 * z-index: stacking follows opening order without a z-index counter.
 */
export const Underlay = styled.div`
  --maru-modal-underlay: ${({ theme }) => theme.color.surface.overlay};
  --maru-modal-margin: ${({ theme }) => theme.space[4]};

  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--maru-modal-margin);
  background: var(--maru-modal-underlay);
`;

export const Panel = styled.div`
  --maru-modal-bg: ${({ theme }) => theme.color.surface.raised};
  --maru-modal-width: 640px;

  display: flex;
  flex-direction: column;
  /* Never wider than the viewport minus the underlay's margins (responsive on phones). */
  width: min(100%, var(--maru-modal-width));
  max-height: calc(100vh - 2 * var(--maru-modal-margin));
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: var(--maru-modal-bg);
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[data-width='360'] {
    --maru-modal-width: 360px;
  }
  &[data-width='400'] {
    --maru-modal-width: 400px;
  }
  &[data-width='650'] {
    --maru-modal-width: 650px;
  }
  &[data-width='840'] {
    --maru-modal-width: 840px;
  }
`;

/** The element with the dialog role; `data-layout` picks the inner arrangement. */
export const DialogBox = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
  outline: none;

  &[data-layout='alert'] {
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[6]};
    overflow: auto;
  }
`;
