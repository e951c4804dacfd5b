import { Avatar, StarIcon, VisuallyHidden } from '@maru/ui';
import { styled } from 'styled-components';
import type { PaletteEntry } from './paletteCommands';

/*
 * One row of the palette's list (its `renderCommand`): an avatar for members, the name and
 * its second line, and a star on menus. Rows keep @maru/ui's heights (40 px, 56 px with a
 * second line), so the virtualized list stays exact.
 */

const Layout = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & > [data-part='description'] {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Star = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.text.secondary};

  &[data-on] {
    color: ${({ theme }) => theme.color.warning.solid};
  }
`;

export interface PaletteRowProps {
  entry: PaletteEntry;
  starred: boolean;
  /** Texts: the star's state for screen readers and the star's tooltip. */
  starredText: string;
  starTitle: string;
}

export function PaletteRow({ entry, starred, starredText, starTitle }: PaletteRowProps) {
  return (
    <Layout data-palette-entry={entry.id}>
      {entry.item.kind === 'member' ? (
        <Avatar name={entry.label} src={entry.photo ?? null} size="sm" decorative />
      ) : null}
      <Text>
        <span data-part="label">{entry.label}</span>
        {entry.description ? <span data-part="description">{entry.description}</span> : null}
      </Text>
      {entry.menu ? (
        <Star data-on={starred || undefined} title={starTitle}>
          <StarIcon filled={starred} />
        </Star>
      ) : null}
      {starred ? <VisuallyHidden>{starredText}</VisuallyHidden> : null}
    </Layout>
  );
}
