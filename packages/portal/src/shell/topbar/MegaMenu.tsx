import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { ChevronIcon } from '@maru/ui';
import type { MegaMenuEntry, MegaMenuGroup } from './megaMenu';
import { MegaMenuLink } from './MegaMenuLink';

const TopList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li > a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.control.md};
    padding: 0 ${({ theme }) => theme.space[3]};
  }
`;

const EntryButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.primary};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.neutral[50]};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  svg {
    transition: transform ${({ theme }) => theme.motion.duration.fast};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/** Spans the top bar's width under it (the header is the positioned ancestor). */
const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surface.raised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  box-shadow: ${({ theme }) => theme.shadow.md};

  &[hidden] {
    display: none;
  }
`;

const GroupTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.primary};
`;

const GroupLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function Group({ group, onFollow }: { group: MegaMenuGroup; onFollow: () => void }) {
  const titleId = useId();
  return (
    <div>
      <GroupTitle id={titleId}>
        {group.target ? (
          <MegaMenuLink target={group.target} onFollow={onFollow}>
            {group.label}
          </MegaMenuLink>
        ) : (
          group.label
        )}
      </GroupTitle>
      {group.links.length > 0 ? (
        <GroupLinks aria-labelledby={titleId}>
          {group.links.map((link) => (
            <li key={link.id}>
              <MegaMenuLink target={link.target} onFollow={onFollow}>
                {link.label}
              </MegaMenuLink>
            </li>
          ))}
        </GroupLinks>
      ) : null}
    </div>
  );
}

/**
 * The global mega-menu as APG disclosure navigation: each top entry is a button
 * (`aria-expanded`) showing a panel of grouped links; one panel at a time. Esc closes it and
 * returns focus to its button; focus or a click leaving the menu closes it; Tab moves through.
 */
export function MegaMenu({ entries }: { entries: readonly MegaMenuEntry[] }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const baseId = useId();

  useEffect(() => {
    const nav = navRef.current;
    if (openId === null || !nav) return;
    const close = () => setOpenId(null);
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.contains(event.target as Node)) close();
    };
    // Esc anywhere in the menu (the button or a link of the panel) closes the open panel.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      buttons.current.get(openId)?.focus();
      close();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !nav.contains(next)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    nav.addEventListener('keydown', onKeyDown);
    nav.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      nav.removeEventListener('keydown', onKeyDown);
      nav.removeEventListener('focusout', onFocusOut);
    };
  }, [openId]);

  if (entries.length === 0) return null;
  const close = () => setOpenId(null);

  return (
    <nav aria-label={t('shell.megaMenu.label')} ref={navRef}>
      <TopList>
        {entries.map((entry) => {
          const panelId = `${baseId}-panel-${entry.id}`;
          const expanded = openId === entry.id;
          if (entry.groups.length === 0) {
            return entry.target ? (
              <li key={entry.id}>
                <MegaMenuLink target={entry.target} onFollow={close}>
                  {entry.label}
                </MegaMenuLink>
              </li>
            ) : null;
          }
          return (
            <li key={entry.id}>
              <EntryButton
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                ref={(element) => {
                  if (element) buttons.current.set(entry.id, element);
                  else buttons.current.delete(entry.id);
                }}
                onClick={() => setOpenId(expanded ? null : entry.id)}
              >
                {entry.label}
                <ChevronIcon size={14} viewBoxSize={14} arm={3.5} base={5.5} />
              </EntryButton>
              <Panel id={panelId} hidden={!expanded}>
                {entry.target ? (
                  <GroupTitle>
                    <MegaMenuLink target={entry.target} onFollow={close}>
                      {entry.label}
                    </MegaMenuLink>
                  </GroupTitle>
                ) : null}
                {entry.groups.map((group) => (
                  <Group key={group.id} group={group} onFollow={close} />
                ))}
              </Panel>
            </li>
          );
        })}
      </TopList>
    </nav>
  );
}
