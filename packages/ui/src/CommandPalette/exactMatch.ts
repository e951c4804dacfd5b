import type { FuseIndexObjectRecord, RecordEntryObject } from 'fuse.js';
import { substringErrors } from './fuzzyPrefilter';

/*
 * fuse.js's answer computed from fuse's own index records without running its bitap search
 * field by field (which costs a frame over thousands of matches). fuse 7.5 with
 * `ignoreLocation` scores a field 0 when it equals the pattern, otherwise (fewest errors /
 * pattern length), at least 0.001, when that is within the threshold; it combines a command's
 * matching fields as the product of score^(key weight × field norm) (0 counting as
 * Number.EPSILON) and sorts by that product, then by position. This module does the same
 * arithmetic in the same order, with the fewest errors from the edit-distance table, so the
 * results are identical: `commandIndex.test.ts` compares them with fuse.js itself, exact and
 * fuzzy queries alike.
 */

const PARTIAL_SCORE = 0.001;

/** One indexed field value, with the factor it contributes when it matches. */
interface ExactValue {
  lower: string;
  /** weight × norm: the power this field's score is raised to. */
  power: number;
  partial: number;
  exact: number;
}

/** A command's searchable values in fuse's key order. */
export interface ExactRecord {
  i: number;
  values: ExactValue[];
  /** All values joined: one `includes` rules most records out before each value is tried. */
  haystack: string;
}

function toValue(entry: RecordEntryObject, weight: number): ExactValue {
  const power = weight * entry.n;
  return {
    lower: entry.v.toLowerCase(),
    power,
    partial: Math.pow(PARTIAL_SCORE, power),
    exact: Math.pow(Number.EPSILON, power),
  };
}

/**
 * Prepares fuse's index records. `weights` are the keys' weights in key order, normalised as
 * fuse does (each divided by their sum).
 */
export function prepareExactRecords(
  records: readonly FuseIndexObjectRecord[],
  weights: readonly number[],
): ExactRecord[] {
  return records.map((record) => {
    const values: ExactValue[] = [];
    weights.forEach((weight, keyIndex) => {
      const entry = record.$[keyIndex];
      if (entry === undefined) return;
      if (Array.isArray(entry)) {
        for (const item of entry as readonly RecordEntryObject[])
          values.push(toValue(item, weight));
      } else {
        values.push(toValue(entry as RecordEntryObject, weight));
      }
    });
    return { i: record.i, values, haystack: values.map((value) => value.lower).join('\u0000') };
  });
}

/** fuse's key weights normalised the way its KeyStore does. */
export function normaliseWeights(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** What `scoreSearch` found: record positions best first, and the same in pool order. */
export interface ScoredMatches {
  ranked: number[];
  /** The matches in the order of the pool: the next, narrower search's pool, unsorted again. */
  inPoolOrder: number[];
}

/** Tests one field value before its edit distance is computed (see `scoreSearch`). */
export type ValueTest = (lower: string) => boolean;

/**
 * The records (among `pool`, positions into `records`) with a field within `errors` edits of
 * the lower-case pattern, best first, as fuse would order them. `mayMatch` rules records out
 * cheaply first (the prefilter for fuzzy queries); `mayMatchValue` does the same per field
 * before its edit distance is computed, since a match lies within one field.
 */
export function scoreSearch(
  records: readonly ExactRecord[],
  pool: Iterable<number>,
  pattern: string,
  errors: number,
  mayMatch: (record: ExactRecord) => boolean = (record) => record.haystack.includes(pattern),
  mayMatchValue: ValueTest = () => true,
): ScoredMatches {
  const hits: { i: number; score: number }[] = [];
  const inPoolOrder: number[] = [];
  const length = pattern.length;
  for (const position of pool) {
    const record = records[position]!;
    if (!mayMatch(record)) continue;
    let score = 1;
    let matched = false;
    for (const value of record.values) {
      if (value.lower === pattern) {
        score *= value.exact;
        matched = true;
      } else if (errors === 0) {
        if (value.lower.includes(pattern)) {
          score *= value.partial;
          matched = true;
        }
      } else if (mayMatchValue(value.lower)) {
        const found = substringErrors(value.lower, pattern, errors);
        if (found <= errors) {
          score *= Math.pow(Math.max(PARTIAL_SCORE, found / length), value.power);
          matched = true;
        }
      }
    }
    if (matched) {
      hits.push({ i: record.i, score });
      inPoolOrder.push(record.i);
    }
  }
  hits.sort((a, b) => (a.score === b.score ? a.i - b.i : a.score < b.score ? -1 : 1));
  return { ranked: hits.map((hit) => hit.i), inPoolOrder };
}
