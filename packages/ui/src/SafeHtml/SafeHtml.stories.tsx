import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

const notice = `
<h2>2025년 하반기 근무 제도 안내</h2>
<p>다음 달부터 <strong>유연 근무제</strong>가 전사에 적용됩니다. 자세한 내용은
<a href="https://www.example.com/policy">인사 규정</a>을 참고하고, 문의는
<a href="mailto:hr@maru.test">인사팀</a>으로 보내 주세요.</p>
<ul><li>핵심 근무 시간: 10:00–16:00</li><li>출퇴근 기록은 <em>마루</em>에서</li></ul>
<blockquote>변경 사항은 공지 게시판에서 계속 안내합니다.</blockquote>
<table><caption>근무 유형</caption><thead><tr><th>유형</th><th>시간</th></tr></thead>
<tbody><tr><td>기본</td><td>09:00–18:00</td></tr><tr><td>유연</td><td>07:00–22:00 중 8시간</td></tr></tbody></table>
<pre><code>근무 신청 → 팀장 승인 → 적용</code></pre>
`;

const payload = `<p>안녕하세요 <img src=x onerror="alert(1)"><script>alert(2)</script></p>
<p><a href="javascript:alert(3)">이벤트 당첨 확인</a></p>
<iframe src="https://www.youtube.com.evil.test/embed/x"></iframe>
<svg><script>alert(4)</script></svg><form action="https://evil.test"><button>로그인</button></form>`;

const meta = {
  title: 'ui/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  args: { html: notice },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <SafeHtml {...args} />
    </div>
  ),
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A notice with headings, links, a list, a quote, a table and code. */
export const RichContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    // Links inside server HTML are in the Tab order and open in a new tab.
    await userEvent.tab();
    const policy = canvas.getByRole('link', { name: '인사 규정' });
    await expect(policy).toHaveFocus();
    await expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '인사팀' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * An attack payload: the left column is what the server sent, the right what `SafeHtml`
 * renders. The image loses its handler, the script and SVG vanish, the `javascript:` link
 * loses its href, the spoofed iframe and the form are removed.
 */
export const SanitizedPayload: Story = {
  args: { html: payload },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, maxWidth: 760 }}>
      <section aria-label="입력 HTML">
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0 }}>{payload}</pre>
      </section>
      <section aria-label="정제된 결과">
        <SafeHtml {...args} data-testid="sanitized" />
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{sanitizeHtml(payload)}</pre>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const output = within(canvasElement).getByTestId('sanitized');
    await expect(output.querySelector('script, svg, form, iframe, [onerror]')).toBeNull();
    await expect(output.querySelector('[href^="javascript"]')).toBeNull();
    await expect(within(output).queryByRole('link')).toBeNull();
    await expect(within(output).getByText('이벤트 당첨 확인')).toBeVisible();
  },
};

export const RichContentEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    html: `<h2>Flexible hours from next month</h2><p>Core hours are <strong>10:00–16:00</strong>.
See the <a href="https://www.example.com/policy">HR policy</a> for details.</p>
<ol><li>Request the schedule</li><li>Your manager approves it</li></ol>`,
  },
};
