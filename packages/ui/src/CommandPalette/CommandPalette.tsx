import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button';
import { ModalFrame } from '../internal/ModalFrame';
import { EmptyState } from '../EmptyState';
import { VisuallyHidden } from '../VisuallyHidden';
import { CloseIcon } from '../icons';
import { localeTags } from '../intl/locale';
import { pluralKey } from '../intl/pluralKey';
import { useIntl } from '../intl/useIntl';
import { isImeComposing } from '../keyboard';
import { Link } from '../Link';
import { Spinner } from '../Spinner';
import { commandPaletteCatalogue } from './catalogue';
import { createCommandIndex } from './commandIndex';
import type { CommandIndex, PaletteCommand } from './commandIndex';
import {
  EmptyArea,
  Footer,
  Hint,
  HintList,
  HomeLink,
  Kbd,
  PaletteBody,
  SearchInput,
  SearchRow,
} from './CommandPalette.styles';
import { countOptions } from './grouping';
import type { PaletteGroup } from './grouping';
import { moveActive, paletteKeyAction, firstValid } from './navigation';
import { PaletteList, SearchAllLabel } from './PaletteList';
import type { PaletteSearchFn } from './paletteSearch';
import { MAX_QUERY_LENGTH } from './query';
import { PALETTE_TIMING, throttleLeading } from './timing';
import { usePaletteResults } from './usePaletteResults';

export interface CommandPaletteProps<Command extends PaletteCommand = PaletteCommand> {
  /** Controlled open state. */
  isOpen?: boolean;
  /** Initial open state when uncontrolled; false by default. */
  defaultOpen?: boolean;
  /** Called with the new open state (Esc, outside click, close button, a selection). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The groups, in the order they are listed (spec 01 §2: members, posts, then menus by type). */
  groups: readonly PaletteGroup[];
  /** Local commands (menus), filtered fuzzily and by Hangul initials 50 ms after typing. */
  commands?: readonly Command[];
  /**
   * Shown while the query is empty (recent visits, favourites), grouped by `groups` and in the
   * given order; typing replaces them with results. Absent: an empty query shows nothing.
   */
  idleCommands?: readonly Command[];
  /**
   * Async sources (members, posts): called 300 ms after the last keystroke with the trimmed
   * query and a signal that aborts when a newer query starts. A rejection counts as no results.
   */
  search?: PaletteSearchFn<Command>;
  /** Called with the chosen command (Enter or click), at most once a second (spec 01 §9). */
  onSelect: (command: Command) => void;
  /** Adds the search-all entry while there is a query; called with the query when chosen. */
  onSearchAll?: (query: string) => void;
  /** The footer's "all results" link for a query (e.g. `/search?keyword=…`); absent: no link. */
  allResultsHref?: (query: string) => string;
  /** Where the logo links: `/` by default. */
  homeHref?: string;
  /** The logo (an image with empty alt, or an SVG); the link is named by `homeLabel`. */
  logo?: ReactNode;
  /** Name of the logo link; the catalogue's "홈으로" by default. */
  homeLabel?: string;
  /** Client-side navigation for internal links (logo, all results); see `Link`. */
  onNavigate?: (href: string) => void;
  /** The query (controlled). */
  query?: string;
  /** The initial query when uncontrolled. */
  defaultQuery?: string;
  /** Called with the input's text on every change. */
  onQueryChange?: (text: string) => void;
  /**
   * Custom content of a command's row (avatars, badges). It must fit the row: 40 px, or 56 px
   * for commands with a description.
   */
  renderCommand?: (command: Command) => ReactNode;
  /** Closes the palette after a selection; true by default. */
  closeOnSelect?: boolean;
  /** Overrides the dialog's accessible name ("빠른 검색"). */
  label?: string;
  /** Overrides the input's placeholder. */
  placeholder?: string;
  /** Overrides the empty-state text. */
  emptyText?: string;
}

const noCommands: readonly never[] = [];

/** Keys shown in the hints; the words beside them come from the catalogue. */
const hintKeys = { select: 'Enter', move: '↑ ↓', close: 'Esc' } as const;

/**
 * The command palette (spec 01 §2, §4, §5, §9): a 640 px modal holding an APG combobox whose
 * listbox shows grouped results with `aria-activedescendant`. Focus stays in the input; Tab
 * stays inside the dialog; Esc closes and focus returns to the opener. Local commands are
 * indexed once (fuse.js at threshold 0.2 plus Hangul initials) and only while open are they
 * searched; the list is virtualized. Open it from the app with `useCommandPaletteShortcut`.
 */
export function CommandPalette<Command extends PaletteCommand = PaletteCommand>({
  isOpen,
  defaultOpen,
  onOpenChange,
  commands = noCommands,
  ...props
}: CommandPaletteProps<Command>) {
  const { locale } = useIntl(commandPaletteCatalogue);
  const state = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  // The index is built on first open and kept while the commands stay the same, so reopening
  // is instant and an app that never opens the palette never pays for it.
  const [everOpened, setEverOpened] = useState(state.isOpen);
  if (state.isOpen && !everOpened) setEverOpened(true);
  const localeTag = localeTags[locale];
  const index = useMemo(
    () => (everOpened ? createCommandIndex(commands, localeTag) : null),
    [everOpened, commands, localeTag],
  );
  if (!state.isOpen || !index) return null;
  return <OpenPalette {...props} index={index} localeTag={localeTag} close={state.close} />;
}

type OpenPaletteProps<Command extends PaletteCommand> = Omit<
  CommandPaletteProps<Command>,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'commands'
> & { index: CommandIndex<Command>; localeTag: string; close: () => void };

/**
 * The modal around the palette. Everything that changes while typing lives in
 * `PaletteContent`, so a keystroke re-renders the palette's own parts and never the modal
 * machinery (focus scope, overlay, dialog props) around them.
 */
function OpenPalette<Command extends PaletteCommand>({
  label,
  close,
  ...content
}: OpenPaletteProps<Command>) {
  const { t } = useIntl(commandPaletteCatalogue);
  return (
    <ModalFrame
      role="dialog"
      layout="dialog"
      width={640}
      isDismissable
      isKeyboardDismissDisabled={false}
      onDismiss={close}
      aria-label={label ?? t('title')}
      data-palette=""
    >
      {() => <PaletteContent {...content} close={close} />}
    </ModalFrame>
  );
}

type PaletteContentProps<Command extends PaletteCommand> = Omit<OpenPaletteProps<Command>, 'label'>;

function PaletteContent<Command extends PaletteCommand>({
  groups,
  search,
  idleCommands,
  onSelect,
  onSearchAll,
  allResultsHref,
  homeHref = '/',
  logo,
  homeLabel,
  onNavigate,
  query: controlledQuery,
  defaultQuery,
  onQueryChange,
  renderCommand,
  closeOnSelect = true,
  placeholder,
  emptyText,
  index,
  localeTag,
  close,
}: PaletteContentProps<Command>) {
  const { t, locale } = useIntl(commandPaletteCatalogue);
  const [text, setText] = useControlledState(controlledQuery, defaultQuery ?? '', onQueryChange);
  const results = usePaletteResults({
    index,
    search,
    groups,
    withSearchAll: onSearchAll !== undefined,
    idleCommands,
    localeTag,
    timing: PALETTE_TIMING,
  });
  const { rows, setQuery, getQuery } = results;
  // The typed (or controlled) text drives the search timeline; text that normalises to the
  // same query (a trailing space) starts nothing. Typing also starts it from the change event
  // itself (below), so a keystroke renders once rather than once for the text and again for
  // the query; this effect then finds nothing to do, and covers a controlled `query`.
  useEffect(() => setQuery(text), [setQuery, text]);

  // The first valid row is auto-selected whenever the rows change (spec 01 §4).
  const [active, setActive] = useState(() => ({ rows, index: firstValid(rows) }));
  const activeIndex = active.rows === rows ? active.index : firstValid(rows);
  const setActiveIndex = useCallback((next: number) => setActive({ rows, index: next }), [rows]);

  // One selection a second (spec 01 §9): a double Enter or double click opens one page.
  const [selectOnce] = useState(() =>
    throttleLeading((run: () => void) => run(), PALETTE_TIMING.selectThrottleMs),
  );
  // The query is read when chosen, not captured: a handler that changed with every keystroke
  // would re-render the whole list for each one.
  const chooseRow = useCallback(
    (rowIndex: number) => {
      const row = rows[rowIndex];
      if (!row || row.kind === 'header') return;
      selectOnce(() => {
        if (row.kind === 'command') onSelect(row.command);
        else onSearchAll?.(getQuery());
        if (closeOnSelect) close();
      });
    },
    [rows, getQuery, selectOnce, onSelect, onSearchAll, closeOnSelect, close],
  );

  // The input takes focus on open (the dialog would otherwise focus itself).
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  // Composition events too: some IMEs send keydowns without isComposing in between.
  const composing = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (composing.current || isImeComposing(event)) {
      // Esc cancels the composition; it must not also close the palette.
      if (event.key === 'Escape') event.stopPropagation();
      return;
    }
    const action = paletteKeyAction(event);
    if (action === null) return;
    // Also marks the event, so the app's Ctrl/Cmd+K shortcut ignores Ctrl+K (previous).
    event.preventDefault();
    if (action === 'close') {
      event.stopPropagation();
      close();
    } else if (action === 'select') {
      chooseRow(activeIndex);
    } else {
      setActiveIndex(moveActive(rows, activeIndex, action));
    }
  };

  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = useCallback((rowIndex: number) => `${baseId}-option-${rowIndex}`, [baseId]);
  const groupLabelId = useCallback(
    (groupIndex: number) => `${baseId}-group-${groupIndex}`,
    [baseId],
  );
  const optionCount = useMemo(() => countOptions(rows), [rows]);
  const showList = rows.length > 0;
  const commandCount = optionCount - (rows[rows.length - 1]?.kind === 'searchAll' ? 1 : 0);
  const countText = useMemo(
    () => t(pluralKey(locale, 'resultCount', commandCount), { count: commandCount }),
    [t, locale, commandCount],
  );
  const status = results.showEmpty
    ? (emptyText ?? t('empty'))
    : results.loading || results.query === ''
      ? ''
      : countText;

  return (
    <PaletteBody data-loading={results.loading || undefined}>
      <SearchRow>
        <PaletteHomeLink
          href={homeHref}
          onNavigate={onNavigate}
          close={close}
          logo={logo}
          label={logo ? (homeLabel ?? t('home')) : undefined}
          text={homeLabel ?? t('home')}
        />
        <SearchInput
          role="combobox"
          type="text"
          ref={inputRef}
          value={text}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={placeholder ?? t('placeholder')}
          aria-label={t('inputLabel')}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listboxId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
          }}
        />
        {results.loading ? <Spinner size="sm" label={t('loading')} /> : null}
        <PaletteCloseButton label={t('close')} close={close} />
      </SearchRow>
      {/* Mounted while the palette is open, hidden without rows: no keystroke mounts it. */}
      <SearchAllLabel.Provider value={t('searchAll', { query: results.query })}>
        <PaletteList
          id={listboxId}
          hidden={!showList}
          label={t('resultsLabel')}
          rows={rows}
          optionCount={optionCount}
          activeIndex={activeIndex}
          optionId={optionId}
          groupLabelId={groupLabelId}
          renderCommand={renderCommand}
          onActivate={setActiveIndex}
          onChoose={chooseRow}
        />
      </SearchAllLabel.Provider>
      {results.showEmpty ? (
        <EmptyArea>
          <EmptyState size="sm" title={emptyText ?? t('empty')} />
        </EmptyArea>
      ) : null}
      <GroupLabels groups={groups} groupLabelId={groupLabelId} />
      <VisuallyHidden role="status" aria-live="polite" data-palette-live="">
        {status}
      </VisuallyHidden>
      <Footer>
        <PaletteHints />
        {allResultsHref ? (
          <Link href={allResultsHref(results.query)} onNavigate={onNavigate} onClick={close}>
            {t('allResults')}
          </Link>
        ) : null}
      </Footer>
    </PaletteBody>
  );
}

/*
 * The parts below do not change while typing; memoized, a keystroke skips them (their styled
 * elements would otherwise evaluate their theme rules again on every render).
 */

interface PaletteHomeLinkProps {
  href: string;
  onNavigate: ((href: string) => void) | undefined;
  close: () => void;
  logo: ReactNode;
  /** The link's name when it shows a logo. */
  label: string | undefined;
  /** The link's text without a logo. */
  text: string;
}

const PaletteHomeLink = memo(function PaletteHomeLink({
  href,
  onNavigate,
  close,
  logo,
  label,
  text,
}: PaletteHomeLinkProps) {
  return (
    <HomeLink>
      <Link href={href} onNavigate={onNavigate} onClick={close} aria-label={label}>
        {logo ?? text}
      </Link>
    </HomeLink>
  );
});

const PaletteCloseButton = memo(function PaletteCloseButton({
  label,
  close,
}: {
  label: string;
  close: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<CloseIcon size={16} />}
      aria-label={label}
      onPress={close}
    />
  );
});

/** Hidden group names: each option is described by its group (see PaletteList). */
const GroupLabels = memo(function GroupLabels({
  groups,
  groupLabelId,
}: {
  groups: readonly PaletteGroup[];
  groupLabelId: (groupIndex: number) => string;
}) {
  return (
    <div hidden>
      {groups.map((group, groupIndex) => (
        <span key={group.key} id={groupLabelId(groupIndex)}>
          {group.label}
        </span>
      ))}
    </div>
  );
});

const PaletteHints = memo(function PaletteHints() {
  const { t } = useIntl(commandPaletteCatalogue);
  return (
    <HintList aria-label={t('hintsLabel')}>
      <Hint>
        <Kbd>{hintKeys.select}</Kbd>
        {t('hintSelect')}
      </Hint>
      <Hint>
        <Kbd>{hintKeys.move}</Kbd>
        {t('hintMove')}
      </Hint>
      <Hint>
        <Kbd>{hintKeys.close}</Kbd>
        {t('hintClose')}
      </Hint>
    </HintList>
  );
});
