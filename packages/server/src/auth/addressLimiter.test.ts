import { describe, expect, it } from 'vitest';
import { AddressLimiter } from './addressLimiter';

describe('per-address token bucket for failed sign-ins (issue 13, hole 4)', () => {
  it('allows a burst, then one failure per token regained', () => {
    const limiter = new AddressLimiter({ burst: 3, perSecond: 1, maxAddresses: 100 });
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.retryAfter('10.0.0.1', 1000)).toBe(0);
      limiter.take('10.0.0.1', 1000);
    }
    expect(limiter.retryAfter('10.0.0.1', 1000)).toBe(1);
    expect(limiter.retryAfter('10.0.0.2', 1000)).toBe(0);
    expect(limiter.retryAfter('10.0.0.1', 1001)).toBe(0);
    limiter.take('10.0.0.1', 1001);
    expect(limiter.retryAfter('10.0.0.1', 1001)).toBe(1);
    // Refilled to the burst, never beyond.
    expect(limiter.retryAfter('10.0.0.1', 5000)).toBe(0);
    for (let i = 0; i < 3; i += 1) limiter.take('10.0.0.1', 5000);
    expect(limiter.retryAfter('10.0.0.1', 5000)).toBe(1);
  });

  it('says how long to wait with a slow refill', () => {
    const limiter = new AddressLimiter({ burst: 1, perSecond: 0.1, maxAddresses: 100 });
    limiter.take('a', 0);
    expect(limiter.retryAfter('a', 0)).toBe(10);
    expect(limiter.retryAfter('a', 4)).toBe(6);
  });

  it('remembers a bounded number of addresses, forgetting full buckets first', () => {
    const limiter = new AddressLimiter({ burst: 2, perSecond: 1, maxAddresses: 3 });
    limiter.take('old', 0);
    limiter.take('busy', 100);
    limiter.take('busy', 100);
    limiter.take('other', 100);
    // 'old' has refilled by now: it is dropped to make room, 'busy' keeps its empty bucket.
    limiter.take('new', 100);
    expect(limiter.retryAfter('busy', 100)).toBe(1);
    // A flood of new addresses pushes out the oldest empty buckets too (forgotten: full again).
    for (let i = 0; i < 10; i += 1) limiter.take(`flood-${i}`, 100);
    expect(limiter.retryAfter('busy', 100)).toBe(0);
  });
});
