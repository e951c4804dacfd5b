import { createHandlers } from '@maru/api/mocks';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { lazyWithRetry } from '@maru/ui';
import { useLayoutEffect, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PortalProviders } from '../../app/PortalProviders';
import { createPortalRuntime } from '../../app/runtime';
import { createAlertBridge } from '../../session/alertBridge';
import { TEST_API_BASE, TEST_ORIGIN } from '../../testing/renderPortal';
import type { PaletteDialogProps } from './PaletteDialog';
import { PaletteHost } from './PaletteHost';

/*
 * Ctrl/⌘+K is never lost (spec 01 §2 "anywhere"): each test controls when the palette's lazy
 * chunk arrives, as a slow network or a busy machine would.
 */

type DialogModule = { PaletteDialog: ComponentType<PaletteDialogProps> };
const chunk = vi.hoisted(() => ({
  load: null as unknown as () => Promise<unknown>,
  Lazy: null as unknown as ComponentType<PaletteDialogProps>,
}));
vi.mock('./paletteChunk', () => ({
  get loadPaletteDialog() {
    return chunk.load;
  },
  get LazyPaletteDialog() {
    return chunk.Lazy;
  },
}));

/** A fresh chunk for the test (a lazy component keeps its code); it arrives on `arrive()`. */
function slowChunk() {
  let arrive!: () => void;
  const gate = new Promise<void>((resolve) => (arrive = resolve));
  const load = async (): Promise<DialogModule> => {
    await gate;
    return import('./PaletteDialog');
  };
  chunk.load = load;
  chunk.Lazy = lazyWithRetry(() => load().then((module) => module.PaletteDialog));
  return {
    arrive: async () => {
      arrive();
      await act(() => gate);
    },
  };
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());
vi.setConfig({ testTimeout: 15_000 });

const LAZY = { timeout: 5000 };
const PALETTE = '빠른 검색';
const PAGE_FIELD = '페이지 입력';

/** The key arriving right after the paint that shows the shell, before any passive effect. */
function PressOnCommit() {
  useLayoutEffect(() => {
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }),
    );
  }, []);
  return null;
}

/** The host in the portal's providers, beside a page field the user is typing in. */
async function renderHost({ pressOnCommit = false, keyDelay = 0 as number | null } = {}) {
  server.use(...createHandlers({ base: TEST_API_BASE, session: { userId: 'U0001' } }));
  const runtime = createPortalRuntime({
    navigate: () => undefined,
    apiBase: TEST_API_BASE,
    browser: {
      assign: () => undefined,
      reload: () => undefined,
      currentAddress: () => '/',
      origin: () => TEST_ORIGIN,
    },
    storage: null,
    alertBridge: createAlertBridge(async () => undefined),
  });
  const user = userEvent.setup({ delay: keyDelay });
  render(
    <PortalProviders runtime={runtime}>
      <MemoryRouter>
        <input aria-label={PAGE_FIELD} />
        <PaletteHost />
        {pressOnCommit ? <PressOnCommit /> : null}
      </MemoryRouter>
    </PortalProviders>,
  );
  if (!pressOnCommit) await user.click(screen.getByRole('textbox', { name: PAGE_FIELD }));
  return { user };
}

const palette = () => screen.queryByRole('dialog', { name: PALETTE });
const paletteInput = async () =>
  (await screen.findByRole('dialog', { name: PALETTE }, LAZY)).querySelector('input')!;

describe('Ctrl/⌘+K is never lost (spec 01 §2)', () => {
  it('spec 01 §2: a press in the very commit that shows the shell opens the palette', async () => {
    const loading = slowChunk();
    await renderHost({ pressOnCommit: true });
    await loading.arrive();
    expect(await screen.findByRole('dialog', { name: PALETTE }, LAZY)).toBeVisible();
  });

  it('spec 01 §2: a second press while the palette loads does not close it; it opens, focused', async () => {
    const loading = slowChunk();
    const { user } = await renderHost();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('{Control>}k{/Control}');
    await loading.arrive();
    const input = await paletteInput();
    expect(input).toHaveFocus();
  });

  it('spec 01 §2: keys typed while the palette loads become its query, not the page’s text', async () => {
    const loading = slowChunk();
    const { user } = await renderHost();
    const pageField = screen.getByRole('textbox', { name: PAGE_FIELD });
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('menux{Backspace}');
    await loading.arrive();
    const input = await paletteInput();
    expect(input).toHaveValue('menu');
    expect(input).toHaveFocus();
    expect(pageField).toHaveValue('');
    // Typing goes on at the end of what was typed ahead.
    await user.keyboard('s');
    expect(input).toHaveValue('menus');
  });

  it('spec 01 §2: Esc while the palette loads calls the opening off; the focus stays put', async () => {
    const loading = slowChunk();
    const { user } = await renderHost();
    await user.keyboard('{Control>}k{/Control}a{Escape}');
    await loading.arrive();
    expect(palette()).toBeNull();
    expect(screen.getByRole('textbox', { name: PAGE_FIELD })).toHaveFocus();
    // The next opening starts empty.
    await user.keyboard('{Control>}k{/Control}');
    expect(await paletteInput()).toHaveValue('');
  });

  it('spec 01 §2: after the idle prefetch the palette opens in the commit of the press', async () => {
    const loading = slowChunk();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    // No pause between the keys: nothing may arrive in between.
    const { user } = await renderHost({ keyDelay: null });
    await loading.arrive();
    // The prefetched dialog has mounted, closed: nothing to show yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(palette()).toBeNull();
    await user.keyboard('{Control>}k{/Control}');
    // No chunk to wait for: the press itself rendered it, focused.
    expect(palette()).toBeVisible();
    expect(palette()?.querySelector('input')).toHaveFocus();
  });
});
