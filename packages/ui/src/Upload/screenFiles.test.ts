import { describe, expect, it } from 'vitest';
import { screenFiles } from './screenFiles';

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('screenFiles', () => {
  it('rejects each file outside the accept filter with reason accept, keeping the others', () => {
    const pdf = file('a.pdf', 'application/pdf');
    const doc = file('b.doc', 'application/msword');
    const exe = file('c.exe', '');
    const result = screenFiles([pdf, doc, exe], { accept: '.pdf', currentCount: 0 });
    expect(result.accepted).toEqual([pdf]);
    expect(result.rejected).toEqual([
      { file: doc, reason: 'accept' },
      { file: exe, reason: 'accept' },
    ]);
    expect(result.overCount).toBe(false);
  });

  it('optional maxSize in bytes: a file of exactly maxSize passes, one byte more is rejected', () => {
    const exact = file('a.png', 'image/png', 100);
    const over = file('b.png', 'image/png', 101);
    const result = screenFiles([exact, over], { maxSize: 100, currentCount: 0 });
    expect(result.accepted).toEqual([exact]);
    expect(result.rejected).toEqual([{ file: over, reason: 'size' }]);
  });

  it('optional count limit: beyond maxCount nothing is added and overCount is reported', () => {
    const files = [file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')];
    expect(screenFiles(files, { maxCount: 3, currentCount: 1 }).accepted).toHaveLength(2);
    const over = screenFiles(files, { maxCount: 3, currentCount: 2 });
    expect(over.accepted).toEqual([]);
    expect(over.overCount).toBe(true);
  });

  it('counts only acceptable files against the limit', () => {
    const files = [file('a.pdf', 'application/pdf'), file('b.doc', 'application/msword')];
    const result = screenFiles(files, { accept: '.pdf', maxCount: 1, currentCount: 0 });
    expect(result.accepted).toHaveLength(1);
    expect(result.overCount).toBe(false);
  });

  it('without limits accepts everything', () => {
    const files = [file('a', ''), file('b', 'x/y', 10_000_000)];
    expect(screenFiles(files, { currentCount: 50 })).toEqual({
      accepted: files,
      rejected: [],
      overCount: false,
    });
  });
});
