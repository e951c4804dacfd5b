import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaruProvider } from '../intl/MaruProvider';
import { renderWithMaru } from '../test-utils';
import { Pagination } from './Pagination';

const pageButtons = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter(Boolean);

describe('Pagination', () => {
  it('count text from intl with Intl.NumberFormat: 총 1,234건 and 1,234 items', () => {
    const { unmount } = renderWithMaru(<Pagination totalCount={1234} />);
    expect(screen.getByText('총 1,234건')).toBeInTheDocument();
    unmount();
    renderWithMaru(<Pagination totalCount={1234} />, 'en');
    expect(screen.getByText('1,234 items')).toBeInTheDocument();
  });

  it('page-size selector offers 20/50/100/200 with 20 as the default', () => {
    renderWithMaru(<Pagination totalCount={500} />, 'en');
    const select = screen.getByRole('combobox', { name: 'Items per page' });
    expect(select).toHaveValue('20');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['20', '50', '100', '200']);
    // 500 items at 20 a page: 25 pages.
    expect(screen.getByRole('button', { name: 'Page 25' })).toBeInTheDocument();
  });

  it('marks the current page with aria-current="page" and announces it politely', () => {
    renderWithMaru(<Pagination totalCount={200} defaultPage={3} />, 'en');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Page 3 of 10');
  });

  it('first/previous are disabled on the first page, next/last on the last', () => {
    const { unmount } = renderWithMaru(<Pagination totalCount={200} />, 'en');
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    unmount();
    renderWithMaru(<Pagination totalCount={200} defaultPage={10} />, 'en');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeEnabled();
  });

  it('shows a window around the current page with ellipses', () => {
    renderWithMaru(<Pagination totalCount={1000} defaultPage={25} />, 'en');
    expect(pageButtons()).toEqual(['1', '24', '25', '26', '50']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('uncontrolled: moves by page buttons and by next/previous/first/last, reporting each page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithMaru(<Pagination totalCount={200} onPageChange={onPageChange} />, 'en');
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(screen.getByRole('status')).toHaveTextContent('Page 4 of 10');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([4, 5, 4, 3, 10, 1]);
  });

  it('keyboard: Tab to a page and Enter selects it; Last by keyboard keeps focus on the current page', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Pagination totalCount={200} />, 'en');
    // Disabled first/previous are skipped: Tab lands on page 1, then page 2.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    screen.getByRole('button', { name: 'Last page' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveFocus();
  });

  it('controlled page and pageSize follow the props and report changes', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    const { rerender } = renderWithMaru(
      <Pagination
        totalCount={500}
        page={2}
        pageSize={50}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />,
      'en',
    );
    expect(screen.getByRole('combobox')).toHaveValue('50');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    // Still page 2: the owner did not pass the new page back.
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    rerender(
      <MaruProvider locale="en">
        <Pagination totalCount={500} page={3} pageSize={50} />
      </MaruProvider>,
    );
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('changing the page size reports it and goes back to page 1', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [page, setPage] = useState(4);
      const [size, setSize] = useState(20);
      return (
        <Pagination
          totalCount={500}
          page={page}
          pageSize={size}
          onPageChange={setPage}
          onPageSizeChange={setSize}
        />
      );
    }
    renderWithMaru(<Owner />, 'en');
    await user.selectOptions(screen.getByRole('combobox'), '100');
    expect(screen.getByRole('combobox')).toHaveValue('100');
    expect(screen.getByRole('status')).toHaveTextContent('Page 1 of 5');
  });

  it('an empty list still shows one page with every arrow disabled', () => {
    renderWithMaru(<Pagination totalCount={0} />, 'en');
    expect(screen.getByText('0 items')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1']);
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  });

  it('uses the singular for one item in English', () => {
    renderWithMaru(<Pagination totalCount={1} />, 'en');
    expect(screen.getByText('1 item')).toBeInTheDocument();
  });
});
