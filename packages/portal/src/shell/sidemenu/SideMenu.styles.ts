import { styled, css } from 'styled-components';
import { breakpoint } from '../layouts/layoutParts';

/** The visible focus ring every row and button of the menu shows. */
const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;

export const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 240px;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};

  &[data-collapsed] {
    width: auto;
    align-items: center;
  }

  @media (max-width: ${breakpoint.narrow}) {
    width: auto;
  }
`;

export const ToggleRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const MenuBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  &[hidden] {
    display: none;
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

/** The fixed items sit apart from the server's tree. */
export const FixedList = styled(List)`
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

/** Shared look of links and folder buttons; `--menu-depth` indents nested rows. */
const row = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.md};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding-inline-start: calc(
    ${({ theme }) => theme.space[3]} + var(--menu-depth, 0) * ${({ theme }) => theme.space[4]}
  );
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.neutral[50]};
    color: ${({ theme }) => theme.color.text.primary};
    text-decoration: none;
  }

  ${focusRing}
`;

export const rowLink = css`
  ${row}

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.brand[50]};
    color: ${({ theme }) => theme.color.brand[700]};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const FolderButton = styled.button`
  ${row}
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Chevron = styled.svg`
  flex: none;
  width: 12px;
  height: 12px;
  transition: transform ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  [aria-expanded='true'] > & {
    transform: rotate(90deg);
  }
`;

export const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;
