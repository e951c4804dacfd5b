import Fuse from 'fuse.js';
import type { FuseIndex, FuseIndexObjectRecord, IFuseOptions } from 'fuse.js';
import { normaliseWeights, prepareExactRecords, scoreSearch } from './exactMatch';
import type { ExactRecord } from './exactMatch';
import { candidateTest, isCandidate } from './fuzzyPrefilter';
import {
  compactForInitials,
  hasInitialConsonant,
  initialsMatcher,
  initialsOf,
} from '../internal/hangul';
import type { InitialsTarget } from '../internal/hangul';

/** One result row of the palette: a menu, a member, a post, an action. */
export interface PaletteCommand {
  /** Unique among all commands and async results (used for ids and React keys). */
  id: string;
  /** Key of the group it is listed under (see `PaletteGroup`). */
  group: string;
  /** The visible name; searched first. */
  label: string;
  /** A second line (menu path, department); searched too, with less weight. */
  description?: string;
  /** More words it should be found by (English name, abbreviations); not shown. */
  keywords?: readonly string[];
  /** Shown but not selectable, and skipped by auto-selection and the arrow keys. */
  disabled?: boolean;
}

/** The fuzzy threshold of spec 01 §9: 0 is exact, 1 matches anything. */
export const FUZZY_THRESHOLD = 0.2;

/**
 * fuse.js options: `ignoreLocation`, because a menu name matches wherever the word is (fuse
 * otherwise only looks near the start of the text); the label outweighs path and keywords.
 */
const searchKeys = [
  { name: 'label', weight: 3 },
  { name: 'description', weight: 1 },
  { name: 'keywords', weight: 1 },
] as const;

export const paletteFuseOptions: IFuseOptions<PaletteCommand> = {
  threshold: FUZZY_THRESHOLD,
  ignoreLocation: true,
  keys: searchKeys.map((key) => ({ ...key })),
};

/** Local commands prepared once for searching, so a keystroke costs only the search. */
export interface CommandIndex<Command extends PaletteCommand> {
  /** Fuzzy matches by relevance, then initial-consonant-only matches in name order. */
  search: (query: string) => Command[];
  /** Position of a command when all are sorted by label (undefined for unknown ones). */
  nameRank: (command: Command) => number | undefined;
  /** How many commands are indexed (the size `nameRank` ranges over). */
  size: number;
}

/** Separates fields in prepared text; a query never contains it, so no match spans two. */
const FIELD_SEPARATOR = '\u0000';

function searchableFields(command: PaletteCommand): string[] {
  return [command.label, command.description ?? '', ...(command.keywords ?? [])];
}

/** The previous fuzzy search, to narrow the next one while the user types on. */
interface LastSearch {
  pattern: string;
  errors: number;
  matched: number[];
}

/**
 * Builds the search index over the local commands:
 * - sorted by label once with the locale's collation, so "sorted by name" later is a number
 *   (thousands of `localeCompare` calls per keystroke would not fit in a frame);
 * - fuse's own index built once; queries fuse must match exactly are answered from it with
 *   fuse's arithmetic (exactMatch.ts), fuzzy ones by fuse over the few candidates the
 *   prefilter lets through (fuzzyPrefilter.ts) — the same results in the same order;
 * - lower-case and 초성 forms of every command prepared up front.
 */
export function createCommandIndex<Command extends PaletteCommand>(
  commands: readonly Command[],
  locale: string,
): CommandIndex<Command> {
  const collator = new Intl.Collator(locale);
  const byName = [...commands].sort((a, b) => collator.compare(a.label, b.label));
  const rank = new Map<Command, number>(byName.map((command, index) => [command, index]));
  const options = paletteFuseOptions as IFuseOptions<Command>;
  const fullIndex: FuseIndex<Command> = Fuse.createIndex(options.keys ?? [], byName);
  const objectRecords = fullIndex.toJSON().records as unknown as FuseIndexObjectRecord[];
  const allPositions = byName.map((_, index) => index);
  // Prepared here, on open, so that no keystroke pays for them.
  const exactRecords: ExactRecord[] = prepareExactRecords(
    objectRecords,
    normaliseWeights(searchKeys.map((key) => key.weight)),
  );
  const lowered = byName.map((command) =>
    searchableFields(command).join(FIELD_SEPARATOR).toLowerCase(),
  );
  const initialsTargets: InitialsTarget[] = byName.map((command) => {
    const compact = compactForInitials(searchableFields(command).join(FIELD_SEPARATOR));
    return { compact, initials: initialsOf(compact) };
  });
  let last: LastSearch | null = null;

  const fuzzy = (query: string): number[] => {
    const test = candidateTest(query, FUZZY_THRESHOLD);
    if (test === null) {
      last = null;
      return new Fuse(byName, options, fullIndex).search(query).map((hit) => hit.refIndex);
    }
    const { pattern, errors } = test;
    const narrowed = last !== null && last.errors === errors && pattern.startsWith(last.pattern);
    const pool = narrowed && last ? last.matched : allPositions;
    const { ranked, inPoolOrder } =
      errors === 0
        ? scoreSearch(exactRecords, pool, pattern, 0)
        : scoreSearch(
            exactRecords,
            pool,
            pattern,
            errors,
            (record) => isCandidate(lowered[record.i]!, test),
            (value) => isCandidate(value, test),
          );
    // The pool for the next keystroke is every match, in index order (the pool's order).
    last = { pattern, errors, matched: inPoolOrder };
    return ranked;
  };

  return {
    search: (query) => {
      if (query === '') return [];
      const hits = fuzzy(query);
      const found = hits.map((position) => byName[position]!);
      if (!hasInitialConsonant(query)) return found;
      const matches = initialsMatcher(compactForInitials(query));
      // Often nothing matched fuzzily (ㄱ is in no text): then no lookups at all.
      const seen = hits.length > 0 ? new Set<number>(hits) : null;
      for (let index = 0; index < initialsTargets.length; index += 1) {
        if (matches(initialsTargets[index]!) && !seen?.has(index)) found.push(byName[index]!);
      }
      return found;
    },
    nameRank: (command) => rank.get(command),
    size: byName.length,
  };
}
