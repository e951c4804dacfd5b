import { describe, expect, it } from 'vitest';
import { markersOf } from './markers';

describe('member markers (spec 02 §2)', () => {
  it('spec 02 §2 markers: concurrent post, dispatch and leave are each written out, in that order', () => {
    expect(markersOf({ concurrent: true, dispatched: true, onLeave: true })).toEqual([
      'concurrent',
      'dispatched',
      'onLeave',
    ]);
    expect(markersOf({ concurrent: false, dispatched: false, onLeave: true })).toEqual(['onLeave']);
    expect(markersOf({ concurrent: false, dispatched: false, onLeave: false })).toEqual([]);
  });
});
