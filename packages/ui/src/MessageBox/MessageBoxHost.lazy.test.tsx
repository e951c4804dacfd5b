import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMessageBoxOpener } from './renderMessageBoxOpener';

describe('MessageBox lazy loading', () => {
  it('lazy dialog: focus stays on the opener while loading, moves in on open, returns on close', async () => {
    const { open, opener } = renderMessageBoxOpener();
    const result = open((box) => box.confirm({ message: '계속할까요?' }));
    // The dialog chunk has not arrived yet (nothing preloaded it in this fresh test file).
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // A wait, not a timing assertion: the chunk's first import is slow on a busy machine.
    const ok = await screen.findByRole('button', { name: '확인' }, { timeout: 5000 });
    expect(ok).toHaveFocus();
    await userEvent.setup().click(ok);
    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
