import { styled } from 'styled-components';

/*
 * Layout only, from the Maru theme tokens, so another product's theme restyles the widget.
 * States are data attributes (GUIDE §3).
 */

/** The home quick links: up to five tiles in one row. */
export const QuickLinks = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const QuickLink = styled.li`
  min-width: 0;
  text-align: center;

  a,
  [data-unresolved] {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radius.md};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    background: ${({ theme }) => theme.color.neutral[50]};
  }
`;

/** The round mark above a quick link's name: the menu's image or its first letter. */
export const LinkMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.brand[50]};
  color: ${({ theme }) => theme.color.brand[700]};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const LinkName = styled.span`
  max-width: 100%;
  color: ${({ theme }) => theme.color.text.primary};
`;

export const MoreRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** The expandable panel's list of the remaining favourites. */
export const PanelList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 200px;
  max-height: 320px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.md};

  li {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  }
`;

/** The settings dialog: the chooser beside the arrangement. */
export const SettingsLayout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
`;

export const SettingsSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const SectionHeading = styled.h3`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Counter = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-variant-numeric: tabular-nums;

  &[data-full] {
    color: ${({ theme }) => theme.color.warning.fg};
  }
`;

export const ChooserGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-height: 420px;
  padding-right: ${({ theme }) => theme.space[1]};
  overflow-y: auto;
`;

export const ChooserGroupBox = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[1]};
    padding: 0;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-tone='warning'] {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.warning.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.warning.bg};
    color: ${({ theme }) => theme.color.warning.fg};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger.fg};
  }
`;

/** The save status line with its retry button. */
export const SaveStatus = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 28px;
`;
