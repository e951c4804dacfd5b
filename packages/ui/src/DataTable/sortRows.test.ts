import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sortRows';
import type { DataTableColumn } from './types';

interface Member {
  id: number;
  name: string;
  floor: string;
  joined: Date | null;
  score: number | null;
}

const col = (
  key: string,
  extra: Partial<DataTableColumn<Member>> = {},
): DataTableColumn<Member> => ({
  key,
  header: key,
  cell: () => null,
  sortable: true,
  ...extra,
});
const columns = [
  col('name'),
  col('floor'),
  col('score'),
  col('joined'),
  col('length', { sortValue: (row) => row.name.length }),
];

const members: Member[] = [
  { id: 1, name: '홍길동', floor: '10층', joined: new Date('2021-03-01'), score: 3 },
  { id: 2, name: '강감찬', floor: '2층', joined: null, score: 10 },
  { id: 3, name: '이순신', floor: '1층', joined: new Date('2019-07-15'), score: null },
  { id: 4, name: '김유신', floor: '2층', joined: new Date('2023-01-02'), score: 3 },
];

const ids = (rows: Member[]) => rows.map((row) => row.id);

describe('sortRows', () => {
  it('collates Korean names in 가나다 order with Intl.Collator in the locale', () => {
    expect(
      ids(sortRows(members, { column: 'name', direction: 'ascending' }, columns, 'ko-KR')),
    ).toEqual([2, 4, 3, 1]);
    expect(
      ids(sortRows(members, { column: 'name', direction: 'descending' }, columns, 'ko-KR')),
    ).toEqual([1, 3, 4, 2]);
  });

  it('compares digits inside strings numerically (2층 before 10층) and keeps ties stable', () => {
    expect(
      ids(sortRows(members, { column: 'floor', direction: 'ascending' }, columns, 'ko-KR')),
    ).toEqual([3, 2, 4, 1]);
  });

  it('follows the locale: Swedish sorts ä after z, German beside a', () => {
    const names = ['Zorn', 'Ärlig', 'Alm'].map((name, id) => ({ ...members[0]!, id, name }));
    const sorted = (locale: string) =>
      sortRows(names, { column: 'name', direction: 'ascending' }, columns, locale).map(
        (r) => r.name,
      );
    expect(sorted('sv')).toEqual(['Alm', 'Zorn', 'Ärlig']);
    expect(sorted('de')).toEqual(['Alm', 'Ärlig', 'Zorn']);
  });

  it('sorts numbers and dates by value with empty values last in both directions', () => {
    expect(
      ids(sortRows(members, { column: 'score', direction: 'ascending' }, columns, 'ko')),
    ).toEqual([1, 4, 2, 3]);
    expect(
      ids(sortRows(members, { column: 'score', direction: 'descending' }, columns, 'ko')),
    ).toEqual([2, 1, 4, 3]);
    expect(
      ids(sortRows(members, { column: 'joined', direction: 'descending' }, columns, 'ko')),
    ).toEqual([4, 1, 3, 2]);
  });

  it('uses a column sortValue when given', () => {
    const rows = [
      { ...members[0]!, id: 1, name: 'abcd' },
      { ...members[0]!, id: 2, name: 'a' },
    ];
    expect(
      ids(sortRows(rows, { column: 'length', direction: 'ascending' }, columns, 'en')),
    ).toEqual([2, 1]);
  });

  it('returns a copy in the given order without a sort or for an unknown column', () => {
    const unsorted = sortRows(members, null, columns, 'ko');
    expect(unsorted).not.toBe(members);
    expect(ids(unsorted)).toEqual([1, 2, 3, 4]);
    expect(
      ids(sortRows(members, { column: 'nope', direction: 'ascending' }, columns, 'ko')),
    ).toEqual([1, 2, 3, 4]);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and toggles the sorted column', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'name')).toEqual({
      column: 'name',
      direction: 'descending',
    });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'name')).toEqual({
      column: 'name',
      direction: 'ascending',
    });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'floor')).toEqual({
      column: 'floor',
      direction: 'ascending',
    });
  });
});
