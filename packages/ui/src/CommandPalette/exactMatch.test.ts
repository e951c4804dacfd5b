import { describe, expect, it } from 'vitest';
import { normaliseWeights, prepareExactRecords, scoreSearch } from './exactMatch';

/** fuse index records of three commands: label (weight 3) and keyword (weight 1). */
const records = prepareExactRecords(
  [
    { i: 0, $: { 0: { v: 'vacation plan', n: 1 }, 1: { v: 'leave', n: 1 } } },
    { i: 1, $: { 0: { v: 'vacation', n: 1 }, 1: { v: 'holiday', n: 1 } } },
    { i: 2, $: { 0: { v: 'payroll', n: 1 }, 1: { v: 'vacaton', n: 1 } } },
  ],
  normaliseWeights([3, 1]),
);

describe('scoreSearch (fuse.js arithmetic without its bitap search)', () => {
  it("ranks best first and also returns the matches in pool order, the next search's pool", () => {
    // "vacation" equals the label of 1 (best), is part of the label of 0.
    const found = scoreSearch(records, [0, 1, 2], 'vacation', 0);
    expect(found.ranked).toEqual([1, 0]);
    expect(found.inPoolOrder).toEqual([0, 1]);
  });

  it('spec 01 §9: one error at threshold 0.2 (8 characters) finds the typo in a keyword', () => {
    const found = scoreSearch(records, [0, 1, 2], 'vacation', 1, () => true);
    expect(found.inPoolOrder).toEqual([0, 1, 2]);
    expect(found.ranked).toEqual([1, 0, 2]);
  });

  it('a field the value test rules out is not measured: it cannot match', () => {
    // The prefilter says no field of 2 can hold "vacation" within one error: it is left out.
    const found = scoreSearch(
      records,
      [0, 1, 2],
      'vacation',
      1,
      () => true,
      (value) => value.includes('vacation'),
    );
    expect(found.inPoolOrder).toEqual([0, 1]);
  });
});
