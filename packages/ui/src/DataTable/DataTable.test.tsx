import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { DataTable } from './DataTable';
import type { DataTableColumn, SortDescriptor } from './types';

interface Row {
  id: string;
  name: string;
  team: string;
}

const rows: Row[] = [
  { id: 'a', name: '홍길동', team: '인사팀' },
  { id: 'b', name: '강감찬', team: '재무팀' },
  { id: 'c', name: '이순신', team: '개발팀' },
];

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: '이름', cell: (row) => row.name, sortable: true, rowHeader: true },
  { key: 'team', header: '부서', cell: (row) => row.team },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('th, td')?.textContent);

describe('DataTable', () => {
  it('is a table named by its caption with column headers and row headers', () => {
    renderWithMaru(<DataTable caption="구성원" columns={columns} rows={rows} rowKey="id" />);
    expect(screen.getByRole('table', { name: '구성원' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.getByRole('rowheader', { name: '홍길동' })).toBeInTheDocument();
  });

  it('uncontrolled sort: the header button toggles aria-sort and sorts with the locale', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithMaru(
      <DataTable
        aria-label="구성원"
        columns={columns}
        rows={rows}
        rowKey="id"
        onSortChange={onSortChange}
      />,
    );
    const header = screen.getByRole('columnheader', { name: '이름' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: '부서' })).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button', { name: '이름' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['강감찬', '이순신', '홍길동']);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['홍길동', '이순신', '강감찬']);
  });

  it('controlled sort: shows the given sort and only reports presses', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithMaru(
      <DataTable
        aria-label="구성원"
        columns={columns}
        rows={rows}
        rowKey="id"
        sort={{ column: 'name', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(names()).toEqual(['홍길동', '이순신', '강감찬']);
    await user.click(screen.getByRole('button', { name: '이름' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' });
    expect(screen.getByRole('columnheader', { name: '이름' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('controlled sort with a parent that stores it', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [sort, setSort] = useState<SortDescriptor | null>(null);
      return (
        <DataTable
          aria-label="구성원"
          columns={columns}
          rows={rows}
          rowKey="id"
          sort={sort}
          onSortChange={setSort}
        />
      );
    }
    renderWithMaru(<Parent />);
    await user.click(screen.getByRole('button', { name: '이름' }));
    expect(names()).toEqual(['강감찬', '이순신', '홍길동']);
  });

  it('manualSort leaves the row order to the server', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <DataTable aria-label="구성원" columns={columns} rows={rows} rowKey="id" manualSort />,
    );
    await user.click(screen.getByRole('button', { name: '이름' }));
    expect(names()).toEqual(['홍길동', '강감찬', '이순신']);
  });

  it('row activation by click and by Enter; arrows, Home and End move a roving tab stop', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderWithMaru(
      <DataTable
        aria-label="구성원"
        columns={[{ key: 'name', header: '이름', cell: (row: Row) => row.name }]}
        rows={rows}
        rowKey={(row) => row.id}
        onRowAction={onRowAction}
      />,
    );
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(bodyRows[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(bodyRows[1]).toHaveFocus();
    expect(bodyRows.map((row) => row.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{End}');
    expect(bodyRows[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(bodyRows[2]).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(bodyRows[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(rows[0]);
    await user.click(screen.getByText('강감찬'));
    expect(onRowAction).toHaveBeenLastCalledWith(rows[1]);
    // The clicked row becomes the tab stop.
    expect(bodyRows.map((row) => row.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('a click on a control inside a row does not activate the row', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderWithMaru(
      <DataTable
        aria-label="구성원"
        columns={[
          {
            key: 'mail',
            header: '메일',
            cell: (row: Row) => <a href={`mailto:${row.id}@maru.example`}>{row.name}</a>,
          },
        ]}
        rows={rows}
        rowKey="id"
        onRowAction={onRowAction}
      />,
    );
    await user.click(screen.getByRole('link', { name: '홍길동' }));
    expect(onRowAction).not.toHaveBeenCalled();
  });

  it('loading: marks the table busy, announces loading and draws hidden skeleton rows', () => {
    renderWithMaru(
      <DataTable caption="구성원" columns={columns} rows={rows} rowKey="id" loading />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중…');
    expect(screen.queryByText('홍길동')).not.toBeInTheDocument();
    // Only the header row is exposed; the skeleton rows are aria-hidden.
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('empty: default empty text is No Data (spec 01 §9) via EmptyState', () => {
    const { unmount } = renderWithMaru(
      <DataTable caption="구성원" columns={columns} rows={[]} rowKey="id" />,
    );
    expect(screen.getByText('데이터가 없습니다')).toBeInTheDocument();
    unmount();
    renderWithMaru(<DataTable caption="Members" columns={columns} rows={[]} rowKey="id" />, 'en');
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });

  it('a scroll container with nothing focusable inside becomes focusable itself', () => {
    renderWithMaru(
      <DataTable
        caption="구성원"
        columns={[{ key: 'name', header: '이름', cell: (row: Row) => row.name }]}
        rows={rows}
        rowKey="id"
        maxHeight={120}
      />,
    );
    expect(screen.getByRole('region', { name: '구성원' })).toHaveAttribute('tabindex', '0');
  });
});
