import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named by the localized loading label in each locale', () => {
    const { unmount } = renderWithMaru(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중…');
    unmount();
    renderWithMaru(<Spinner />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('uses a given label and exposes its size as data-size', () => {
    renderWithMaru(<Spinner label="저장 중" size="lg" showLabel />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('저장 중');
    expect(status).toHaveAttribute('data-size', 'lg');
    expect(screen.getByText('저장 중')).toBeVisible();
  });
});
