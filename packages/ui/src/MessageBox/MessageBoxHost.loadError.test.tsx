import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMessageBoxOpener } from './renderMessageBoxOpener';

/** Lets a test make the lazily loaded dialog chunk fail, as it does offline or after a deploy. */
const chunk = vi.hoisted(() => ({ fail: false, loads: 0 }));
vi.mock('./MessageBox', async (importOriginal) => {
  chunk.loads += 1;
  if (chunk.fail) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

// A file of its own: the loaded chunk is cached per module registry, i.e. per test file.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('MessageBox lazy loading failure', () => {
  it('load failure: the request settles as cancelled, the page stays, the next request retries', async () => {
    // React reports the caught load error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    chunk.fail = true;
    const { open, opener } = renderMessageBoxOpener();
    await expect(open((box) => box.confirm({ message: '계속할까요?' }))).resolves.toBe(false);
    expect(opener).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    chunk.fail = false;
    const loadsBefore = chunk.loads;
    void open((box) => box.alert({ message: '다시 시도합니다.' }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('다시 시도합니다.');
    expect(chunk.loads).toBeGreaterThan(loadsBefore);
  });
});
