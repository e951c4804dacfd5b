// THROWAWAY: proves the pipeline before the real stories exist; delete at the end.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createPortal } from 'react-dom';
import { expect, within } from 'storybook/test';

function Probe({ dialog = false }: { dialog?: boolean }) {
  return (
    <div>
      <h1>파이프라인 확인 パイプライン 管道 Pipeline</h1>
      <button type="button">확인</button>
      {dialog
        ? createPortal(
            <div role="dialog" aria-label="대화상자" style={{ position: 'fixed', top: 200, left: 200, background: '#fff', border: '1px solid #333', padding: 16 }}>
              <button type="button">닫기</button>
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}

const meta = { title: 'Pipeline/Probe', component: Probe } satisfies Meta<typeof Probe>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '확인' })).toBeVisible();
  },
};
export const WithDialog: Story = { args: { dialog: true } };
export const English: Story = { globals: { locale: 'en' } };
