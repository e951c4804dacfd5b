import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { Portlet } from './Portlet';

describe('Portlet', () => {
  it('is a region named by its heading (level 2 by default) and shows children when ready', () => {
    renderWithMaru(<Portlet title="근태">본문</Portlet>);
    expect(screen.getByRole('region', { name: '근태' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '근태' })).toBeInTheDocument();
    expect(screen.getByText('본문')).toBeInTheDocument();
  });

  it('uses the given heading level', () => {
    renderWithMaru(<Portlet title="공지" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: '공지' })).toBeInTheDocument();
  });

  it('loading: announces the built-in loading text and marks itself busy, hiding children', () => {
    renderWithMaru(
      <Portlet title="근태" status="loading">
        본문
      </Portlet>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중…');
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('본문')).not.toBeInTheDocument();
  });

  it('empty: default empty text is 데이터가 없습니다 in Korean and No Data in English', () => {
    const { unmount } = renderWithMaru(<Portlet title="근태" status="empty" />);
    expect(screen.getByText('데이터가 없습니다.')).toBeInTheDocument();
    unmount();
    renderWithMaru(<Portlet title="Attendance" status="empty" />, 'en');
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });

  it('error: shows the error text and a retry button calling onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithMaru(<Portlet title="근태" status="error" onRetry={onRetry} />);
    expect(screen.getByText('정보를 불러오지 못했습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders header actions', () => {
    renderWithMaru(<Portlet title="근태" actions={<button type="button">새로고침</button>} />);
    expect(screen.getByRole('button', { name: '새로고침' })).toBeInTheDocument();
  });
});
