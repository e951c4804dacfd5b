import { formatRangeEnd, formatRangeStart } from './rangeFormat';
import type { DayRange } from './rangePresets';

/**
 * Why the range on screen is not reported: a date is missing or half typed (`incomplete`), or
 * the end is before the start (`reversed`).
 */
export type DateRangeDraftReason = 'incomplete' | 'reversed';

/**
 * What the picker shows, whether or not it could be reported (`onDraftChange`). Boundaries are
 * written like `DateRangeValue`'s.
 */
export type DateRangeDraft =
  /** What `onChange` reports: a preset (`all` has no boundaries), or a custom range in order. */
  | { valid: true; reason?: undefined; start: string | null; end: string | null }
  /** Both dates are complete but the end is before the start; the typed dates stay on screen. */
  | { valid: false; reason: 'reversed'; start: string; end: string }
  /** A date is missing or half typed: no boundaries, the fields hold no whole range. */
  | { valid: false; reason: 'incomplete'; start: null; end: null };

/** A typed range the picker keeps on screen but does not report. */
export type PendingRange = { kind: 'reversed'; range: DayRange } | { kind: 'incomplete' } | null;

/** Which date field has some segments typed and others still empty. */
export interface HalfTyped {
  start: boolean;
  end: boolean;
}

interface DraftInput {
  /** False for `all`, which shows no date fields. */
  fieldsShown: boolean;
  /** The days of the value. */
  range: DayRange | null;
  pending: PendingRange;
  halfTyped: HalfTyped;
  timeZone: string;
}

const boundaries = (range: DayRange, timeZone: string) => ({
  start: formatRangeStart(range.start, timeZone),
  end: formatRangeEnd(range.end, timeZone),
});

/**
 * The draft on screen. A half-typed field wins over a reversed range: react-aria keeps the
 * last whole date of a field while a segment is empty, so the reversed range may be stale.
 */
export function draftOf({
  fieldsShown,
  range,
  pending,
  halfTyped,
  timeZone,
}: DraftInput): DateRangeDraft {
  if (!fieldsShown) return { valid: true, start: null, end: null };
  const incomplete: DateRangeDraft = { valid: false, reason: 'incomplete', start: null, end: null };
  if (halfTyped.start || halfTyped.end) return incomplete;
  if (pending?.kind === 'reversed') {
    return { valid: false, reason: 'reversed', ...boundaries(pending.range, timeZone) };
  }
  if (pending?.kind === 'incomplete' || !range) return incomplete;
  return { valid: true, ...boundaries(range, timeZone) };
}
