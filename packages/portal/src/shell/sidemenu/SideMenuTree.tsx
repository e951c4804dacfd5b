import { Link } from '@maru/ui';
import { useId, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { MENU_ITEM_ATTRIBUTE } from './menuKeyboard';
import { Chevron, FolderButton, List, rowLink } from './SideMenu.styles';
import { folderHoldsPath, isCurrentRoute, type SideMenuEntry } from './sideMenuEntries';

const RowLink = styled(Link)`
  ${rowLink}
`;

const itemMarker = { [MENU_ITEM_ATTRIBUTE]: '' };

function depthStyle(depth: number): CSSProperties {
  return { '--menu-depth': depth } as CSSProperties;
}

/**
 * One link of the menu. Routes navigate in the app; external targets go through the ui's
 * Link, which opens them in a new tab with `noopener noreferrer` and says so to screen readers.
 */
export function MenuLinkRow({
  href,
  label,
  current,
  depth,
}: {
  href: string;
  label: string;
  current: boolean;
  depth: number;
}) {
  const navigate = useNavigate();
  return (
    <RowLink
      href={href}
      onNavigate={navigate}
      aria-current={current ? 'page' : undefined}
      style={depthStyle(depth)}
      {...itemMarker}
    >
      {label}
    </RowLink>
  );
}

/** A folder: a disclosure button and its group; it starts open when it holds the current page. */
function FolderRow({
  entry,
  pathname,
  depth,
}: {
  entry: Extract<SideMenuEntry, { kind: 'folder' }>;
  pathname: string;
  depth: number;
}) {
  const groupId = useId();
  const [toggled, setToggled] = useState<boolean | null>(null);
  const expanded = toggled ?? folderHoldsPath(entry, pathname);
  return (
    <>
      <FolderButton
        type="button"
        aria-expanded={expanded}
        aria-controls={groupId}
        onClick={() => setToggled(!expanded)}
        style={depthStyle(depth)}
        {...itemMarker}
      >
        <Chevron viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M4 2l4 4-4 4" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </Chevron>
        {entry.label}
      </FolderButton>
      <List id={groupId} hidden={!expanded} data-menu-group="">
        <SideMenuTree entries={entry.children} pathname={pathname} depth={depth + 1} />
      </List>
    </>
  );
}

/** The rows of one level of the server's menu tree. */
export function SideMenuTree({
  entries,
  pathname,
  depth = 0,
}: {
  entries: readonly SideMenuEntry[];
  pathname: string;
  depth?: number;
}) {
  return entries.map((entry) => (
    <li key={entry.id}>
      {entry.kind === 'folder' ? (
        <FolderRow entry={entry} pathname={pathname} depth={depth} />
      ) : (
        <MenuLinkRow
          href={entry.target.kind === 'route' ? entry.target.to : entry.target.href}
          label={entry.label}
          current={entry.target.kind === 'route' && isCurrentRoute(entry.target.to, pathname)}
          depth={depth}
        />
      )}
    </li>
  ));
}
