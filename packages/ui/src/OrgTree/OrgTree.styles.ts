import { styled } from 'styled-components';

/** Row height in px: fixed, so the virtualiser never measures (10,000 rows stay cheap). */
export const ROW_HEIGHT = 32;

export const OrgTreeRoot = styled.div`
  --maru-org-tree-indent: ${({ theme }) => theme.space[5]};

  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** Wraps the search field only to hear its composition events (IME guard). */
export const SearchSlot = styled.div`
  display: contents;
`;

/**
 * The tree is the scroll container and holds DOM focus; the active row is shown with
 * `aria-activedescendant`, so the focus ring moves from the box to that row.
 */
export const TreeBox = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  &:focus-visible {
    outline: none;
  }
`;

export const TreeCanvas = styled.div`
  position: relative;
  width: 100%;
`;

export const Row = styled.div`
  --maru-org-tree-row-bg: transparent;

  position: absolute;
  top: 0;
  left: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  box-sizing: border-box;
  width: 100%;
  height: ${ROW_HEIGHT}px;
  padding-right: ${({ theme }) => theme.space[2]};
  padding-left: calc(
    ${({ theme }) => theme.space[1]} + (var(--maru-org-tree-level) - 1) *
      var(--maru-org-tree-indent)
  );
  background: var(--maru-org-tree-row-bg);
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    --maru-org-tree-row-bg: ${({ theme }) => theme.color.neutral[50]};
  }

  &[data-selected] {
    --maru-org-tree-row-bg: ${({ theme }) => theme.color.brand[50]};
    color: ${({ theme }) => theme.color.brand[800]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  /* The ring follows aria-activedescendant while the tree has keyboard focus. */
  ${TreeBox}:focus-visible &[data-active] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;

/** The chevron's 24 × 24 click target; hidden from AT (aria-expanded says the same). */
export const Toggle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.minTarget};
  height: ${({ theme }) => theme.size.minTarget};
  color: ${({ theme }) => theme.color.text.secondary};

  & > svg {
    transition: transform ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  }

  [aria-expanded='true'] > & > svg {
    transform: rotate(90deg);
  }
`;

export const RowLabel = styled.span`
  overflow: hidden;
  min-width: 0;
  text-overflow: ellipsis;

  & mark {
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.warning.bg};
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const RowError = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Pushes the group mail link to the row's end. */
export const RowEnd = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  margin-left: auto;
`;

export const MailLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.minTarget};
  height: ${({ theme }) => theme.size.minTarget};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.brand[700]};

  &:hover {
    background: ${({ theme }) => theme.color.neutral[100]};
  }
`;

/** Searching, search failed, nothing found: shown in place of the tree. */
export const TreeMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;

  &[data-status='error'] {
    color: ${({ theme }) => theme.color.danger.fg};
  }
`;
