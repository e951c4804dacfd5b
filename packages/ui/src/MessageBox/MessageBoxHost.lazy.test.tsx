import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { useMessageBox } from './MessageBoxHost';
import type { MessageBoxApi } from './MessageBoxHost';

function setup() {
  const api: { current: MessageBoxApi | null } = { current: null };
  function Capture() {
    api.current = useMessageBox();
    return <button type="button">opener</button>;
  }
  renderWithMaru(<Capture />);
  const box = () => {
    if (!api.current) throw new Error('no api');
    return api.current;
  };
  return { box, opener: screen.getByRole('button', { name: 'opener' }) };
}

describe('MessageBox lazy loading', () => {
  it('lazy dialog: focus stays on the opener while loading, moves in on open, returns on close', async () => {
    const { box, opener } = setup();
    opener.focus();
    let result: Promise<boolean> | undefined;
    act(() => {
      result = box().confirm({ message: '계속할까요?' });
    });
    // The dialog chunk has not arrived yet (nothing preloaded it in this fresh test file).
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    const ok = await screen.findByRole('button', { name: '확인' });
    expect(ok).toHaveFocus();
    await userEvent.setup().click(ok);
    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
