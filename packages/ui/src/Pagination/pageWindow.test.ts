import { describe, expect, it } from 'vitest';
import { pageCountOf, pageWindow } from './pageWindow';

describe('pageWindow (page buttons: a window around the current page with ellipses)', () => {
  it('shows every page when there are few (up to 2 × siblings + 5)', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 9, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('first page: pages from the start, an end ellipsis, the last page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('middle page: first, ellipsis, current ± siblings, ellipsis, last', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(pageWindow(10, 20, 2)).toEqual([
      1,
      'start-ellipsis',
      8,
      9,
      10,
      11,
      12,
      'end-ellipsis',
      20,
    ]);
  });

  it('last page: the first page, a start ellipsis, pages to the end', () => {
    expect(pageWindow(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('a gap of a single page shows the page instead of an ellipsis', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageWindow(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    expect(pageWindow(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('keeps the same number of slots wherever the current page is', () => {
    const lengths = new Set(
      Array.from({ length: 50 }, (_, index) => pageWindow(index + 1, 50).length),
    );
    expect([...lengths]).toEqual([7]);
  });

  it('always contains the current page, clamping an out-of-range one', () => {
    for (let page = 1; page <= 30; page += 1) expect(pageWindow(page, 30)).toContain(page);
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
    expect(pageWindow(0, 20)).toEqual(pageWindow(1, 20));
  });

  it('siblings 0 shows only the current page between the ellipses', () => {
    expect(pageWindow(10, 20, 0)).toEqual([1, 'start-ellipsis', 10, 'end-ellipsis', 20]);
  });

  it('no pages gives no buttons', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('pageCountOf', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCountOf(123, 20)).toBe(7);
    expect(pageCountOf(120, 20)).toBe(6);
    expect(pageCountOf(0, 20)).toBe(1);
  });
});
