import { styled, css } from 'styled-components';
import { PopoverSurface } from '../Popover/PopoverSurface';

/** A menu or submenu on the shared popover surface (colours, border, layer and `lang`). */
export const MenuSurface = styled(PopoverSurface)`
  /* 200px from tokens: wide enough for short CJK labels without wrapping. */
  min-width: calc(${({ theme }) => theme.space[10]} * 5);
  max-width: calc(${({ theme }) => theme.space[10]} * 8);
  padding: ${({ theme }) => theme.space[1]} 0;
  overflow-y: auto;
`;

export const MenuList = styled.div`
  outline: none;
`;

/*
 * One row. Focus is shown by background (react-aria moves DOM focus onto the item), plus the
 * global focus ring for keyboard users; state comes in as data-* attributes.
 */
const itemRow = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.control.md};
  margin: 0 ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &[data-focused],
  &[data-open] {
    background: ${({ theme }) => theme.color.brand[50]};
    color: ${({ theme }) => theme.color.brand[800]};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }

  &[data-disabled] {
    background: transparent;
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const MenuItemRow = styled.div`
  ${itemRow}
`;

/** A link item: the same row drawn on an `<a>` so the browser knows it is a link. */
export const MenuItemLink = styled.a`
  ${itemRow}
`;

export const MenuItemLabel = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** Right-pointing chevron of a submenu trigger (mirrored in right-to-left text). */
export const SubmenuChevron = styled.span`
  display: inline-flex;
  flex: none;
  line-height: 0;

  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

export const MenuSectionHeading = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const MenuSeparator = styled.div`
  height: 1px;
  margin: ${({ theme }) => theme.space[1]} 0;
  background: ${({ theme }) => theme.color.border.subtle};
`;

/** The chevron after a MenuButton's label; turns when the menu is open. */
export const TriggerChevron = styled.span`
  display: inline-flex;
  line-height: 0;
  transition: transform ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  [aria-expanded='true'] & {
    transform: rotate(180deg);
  }
`;

export const TriggerLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;
