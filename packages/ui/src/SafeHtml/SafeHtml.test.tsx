import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaruProvider } from '../intl/MaruProvider';
import { renderWithMaru } from '../test-utils';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('renders allowed server HTML into a div, with roles intact', () => {
    renderWithMaru(
      <SafeHtml
        data-testid="content"
        html={'<h2>공지</h2><p><a href="https://example.com/">자세히</a></p>'}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '공지' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '자세히' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('content').tagName).toBe('DIV');
    expect(screen.getByTestId('content')).toHaveAttribute('data-safe-html');
  });

  it('only the sanitised string reaches the DOM: no script, no handler, no javascript: link', () => {
    renderWithMaru(
      <SafeHtml
        data-testid="content"
        html={
          '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">링크</a>'
        }
      />,
    );
    const container = screen.getByTestId('content');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')).not.toHaveAttribute('href');
    expect(container.innerHTML).toBe('<img alt=""><a>링크</a>');
  });

  it('videoHosts prop decides which iframes remain', () => {
    renderWithMaru(
      <SafeHtml
        data-testid="content"
        videoHosts={['video.maru.test']}
        html={
          '<iframe title="사내 영상" src="https://video.maru.test/1"></iframe><iframe title="유튜브" src="https://www.youtube.com/embed/a"></iframe>'
        }
      />,
    );
    const frames = screen.getByTestId('content').querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('src', 'https://video.maru.test/1');
  });

  it('re-sanitises when the html changes', () => {
    const { rerender } = renderWithMaru(<SafeHtml data-testid="content" html="<p>하나</p>" />);
    expect(screen.getByText('하나')).toBeInTheDocument();
    rerender(
      <MaruProvider>
        <SafeHtml data-testid="content" html="<p>둘</p><script>x</script>" />
      </MaruProvider>,
    );
    expect(screen.getByText('둘')).toBeInTheDocument();
    expect(screen.getByTestId('content').querySelector('script')).toBeNull();
  });
});
