import type { PaletteCommand } from './commandIndex';

/** A group of results with its header, listed in the order the caller gives the groups. */
export interface PaletteGroup {
  /** Matches `PaletteCommand.group`. */
  key: string;
  /** The header text (already translated by the caller). */
  label: string;
  /**
   * `relevance` keeps the order results come in (best match first, or the server's order);
   * `name` sorts by label, as the spec lists menus (by type, then by name). `relevance` by default.
   */
  order?: 'relevance' | 'name';
}

/** One row of the flattened, virtualized list. */
export type PaletteRow<Command extends PaletteCommand> =
  | { kind: 'header'; key: string; group: PaletteGroup; groupIndex: number }
  | {
      kind: 'command';
      command: Command;
      groupIndex: number;
      /** 0-based position among options (for aria-posinset). */
      optionIndex: number;
    }
  /** The search-all entry; its text and action use the current query. */
  | { kind: 'searchAll'; key: string; groupIndex: number; optionIndex: number };

/** A row's React key; computed only for the rows on screen (results can be thousands). */
export function rowKey<Command extends PaletteCommand>(row: PaletteRow<Command>): string {
  return row.kind === 'command' ? `cmd:${row.command.id}` : row.key;
}

/** Options among rows: commands and the search-all entry. */
export type PaletteOptionRow<Command extends PaletteCommand> = Exclude<
  PaletteRow<Command>,
  { kind: 'header' }
>;

export interface BuildRowsOptions<Command extends PaletteCommand> {
  /** The trimmed query, for the search-all entry. */
  query: string;
  /** Adds the search-all entry at the end while the query is not empty. */
  withSearchAll: boolean;
  /** Label order for `name` groups: a precomputed rank when known (see `CommandIndex`). */
  nameRank?: (command: Command) => number | undefined;
  /** Collation for commands without a rank (async results in a `name` group). */
  collator: Intl.Collator;
}

/**
 * Sorts by label: ranked commands by their number (cheap), the rest by collation. Ranks come
 * from the same collation, so both orders agree; decorating first keeps lookups to one each.
 */
function sortByName<Command extends PaletteCommand>(
  commands: readonly Command[],
  { nameRank, collator }: SortOptions<Command>,
): readonly Command[] {
  // Commands found by 초성 come in name order already: nothing to sort.
  let previous = -1;
  let inOrder = nameRank !== undefined;
  for (let i = 0; inOrder && i < commands.length; i += 1) {
    const rank = nameRank!(commands[i]!);
    inOrder = rank !== undefined && rank > previous;
    previous = rank ?? previous;
  }
  if (inOrder) return commands;
  const decorated = commands.map((command) => ({ command, rank: nameRank?.(command) }));
  decorated.sort((a, b) =>
    a.rank !== undefined && b.rank !== undefined
      ? a.rank - b.rank
      : collator.compare(a.command.label, b.command.label),
  );
  return decorated.map((entry) => entry.command);
}

/**
 * Flattens results into the palette's rows (spec 01 §2): one header and its commands per
 * non-empty group, groups in the caller's order (commands of unknown groups are left out: the
 * caller names every group it shows), then the search-all entry when asked for and there is
 * a query.
 */
export function buildRows<Command extends PaletteCommand>(
  results: readonly Command[],
  groups: readonly PaletteGroup[],
  options: BuildRowsOptions<Command>,
): PaletteRow<Command>[] {
  return groupRows(results, groups, options, options.withSearchAll && options.query !== '');
}

type SortOptions<Command extends PaletteCommand> = Pick<
  BuildRowsOptions<Command>,
  'nameRank' | 'collator'
>;

/**
 * `buildRows` with the search-all entry asked for directly: the entry carries no query text,
 * so the palette regroups when results arrive or the entry comes and goes, never because the
 * query's text changed. One pass, one array: results can be thousands of rows.
 */
export function groupRows<Command extends PaletteCommand>(
  results: readonly Command[],
  groups: readonly PaletteGroup[],
  options: SortOptions<Command>,
  withSearchAllEntry: boolean,
): PaletteRow<Command>[] {
  const byGroup = new Map<string, Command[]>(groups.map((group) => [group.key, []]));
  for (const command of results) byGroup.get(command.group)?.push(command);
  const rows: PaletteRow<Command>[] = [];
  let optionIndex = 0;
  groups.forEach((group, groupIndex) => {
    const members = byGroup.get(group.key) ?? [];
    if (members.length === 0) return;
    rows.push({ kind: 'header', key: `group:${group.key}`, group, groupIndex });
    const ordered = group.order === 'name' ? sortByName(members, options) : members;
    for (const command of ordered) {
      rows.push({ kind: 'command', command, groupIndex, optionIndex });
      optionIndex += 1;
    }
  });
  if (withSearchAllEntry) {
    rows.push({ kind: 'searchAll', key: 'search-all', groupIndex: groups.length, optionIndex });
  }
  return rows;
}

/** The number of options (commands and search-all) among rows: aria-setsize. */
export function countOptions<Command extends PaletteCommand>(
  rows: readonly PaletteRow<Command>[],
): number {
  let count = 0;
  for (const row of rows) if (row.kind !== 'header') count += 1;
  return count;
}
