import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it.each([
    ['ko', '데이터가 없습니다'],
    ['en', 'No Data'],
    ['ja', 'データがありません'],
    ['zh', '暂无数据'],
  ] as const)('default empty text is No Data (spec 01 §9) in %s: %s', (locale, text) => {
    renderWithMaru(<EmptyState />, locale);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('renders a custom title, description, action and hides the icon from assistive tech', () => {
    const { container } = renderWithMaru(
      <EmptyState
        title="검색 결과가 없습니다"
        description="다른 검색어를 입력해 보세요."
        action={<button type="button">초기화</button>}
      />,
    );
    expect(screen.getByText('검색 결과가 없습니다')).toBeInTheDocument();
    expect(screen.getByText('다른 검색어를 입력해 보세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '초기화' })).toBeInTheDocument();
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws no icon when icon is null', () => {
    const { container } = renderWithMaru(<EmptyState icon={null} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
