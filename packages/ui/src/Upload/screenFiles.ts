import { acceptsFile } from './acceptsFile';

/** Why a picked or dropped file was not added to the list. */
export type RejectionReason = 'accept' | 'size';

/** One file that was not added, and why. */
export interface FileRejection {
  /** The file as the user picked or dropped it; it is not in the list. */
  file: File;
  /** `accept`: outside the `accept` filter; `size`: larger than `maxSize`. */
  reason: RejectionReason;
}

/** The limits an upload applies to a new selection. */
export interface SelectionRules {
  /** `accept` filter: extensions, MIME types and wildcard types, comma separated. */
  accept?: string;
  /** Largest file in bytes. */
  maxSize?: number;
  /** Most files the list may hold. */
  maxCount?: number;
  /** How many files the list holds already. */
  currentCount: number;
}

/** The outcome of screening a selection: what to upload and what to report. */
export interface Screening {
  /** Files that pass every rule, in the order given; empty when `overCount` is true. */
  accepted: File[];
  /** Files refused by the `accept` or `maxSize` rule, with the reason. */
  rejected: FileRejection[];
  /** True when the acceptable files would take the list past `maxCount`; none is added then. */
  overCount: boolean;
}

/**
 * Screens a selection against the type filter, the size limit and the count limit. Files are
 * judged one by one for type and size; the count limit applies to the whole selection, and
 * when it would be exceeded nothing is added (a partial add would silently drop the user's
 * choice of which files matter).
 */
export function screenFiles(files: readonly File[], rules: SelectionRules): Screening {
  const rejected: FileRejection[] = [];
  const acceptable: File[] = [];
  for (const file of files) {
    if (!acceptsFile(file, rules.accept)) rejected.push({ file, reason: 'accept' });
    else if (rules.maxSize !== undefined && file.size > rules.maxSize)
      rejected.push({ file, reason: 'size' });
    else acceptable.push(file);
  }
  const overCount =
    rules.maxCount !== undefined &&
    acceptable.length > 0 &&
    rules.currentCount + acceptable.length > rules.maxCount;
  return { accepted: overCount ? [] : acceptable, rejected, overCount };
}
