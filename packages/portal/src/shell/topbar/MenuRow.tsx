import { styled } from 'styled-components';

/** The global mega-menu's row under the top bar. */
export const MenuRow = styled.div`
  padding: 0 ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

/** One line of the menu's entries (each as tall as a control) under the row's border. */
const ReservedRow = styled(MenuRow)`
  min-height: calc(${({ theme }) => theme.size.control.md} + 1px);
`;

/**
 * The row's space while the top menus (or the menu's code) are on their way, so the page
 * under the top bar does not move down when the menu arrives. Empty and hidden from
 * assistive technology: there is nothing to read or reach yet.
 */
export function MenuRowSpace() {
  return <ReservedRow aria-hidden="true" data-reserved="mega-menu" />;
}
