import type { StudioItem } from '@maru/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PortalProviders } from '../app/PortalProviders';
import { createPortalRuntime, type PortalBrowser } from '../app/runtime';
import { changeLocale } from '../i18n';
import { createAlertBridge } from './alertBridge';
import { changeCompany, useChangeCompany, type ChangeCompanyEffects } from './changeCompany';

// Not from testing/renderPortal: that pulls in every route and layout, which this hook needs not.
const TEST_ORIGIN = 'http://localhost:3000';
const TEST_API_BASE = `${TEST_ORIGIN}/api`;

const labs: StudioItem = { dlId: 'ST200', dlName: '마루 랩스' };

describe('changeCompany (spec 01 §4, spec 02 §4: confirm, change, reload to /)', () => {
  const effects = (overrides: Partial<ChangeCompanyEffects> = {}) => {
    const log: string[] = [];
    const value: ChangeCompanyEffects = {
      confirm: async (studio) => {
        log.push(`confirm ${studio.dlName}`);
        return true;
      },
      change: async (orgId) => void log.push(`change ${orgId}`),
      assign: (url) => void log.push(`assign ${url}`),
      ...overrides,
    };
    return { value, log };
  };

  it('spec 01 §4: confirm, then change the current company, then reload to /', async () => {
    const { value, log } = effects();
    expect(await changeCompany(labs, value)).toBe('changed');
    expect(log).toEqual(['confirm 마루 랩스', 'change ST200', 'assign /']);
  });

  it('cancelling the confirm changes nothing', async () => {
    const { value, log } = effects({ confirm: async () => false });
    expect(await changeCompany(labs, value)).toBe('cancelled');
    expect(log).toEqual([]);
  });

  it('a failed change stays on the page', async () => {
    const { value, log } = effects({ change: () => Promise.reject(new Error('502')) });
    expect(await changeCompany(labs, value)).toBe('failed');
    expect(log).toEqual(['confirm 마루 랩스']);
  });
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await changeLocale('ko');
});
afterAll(() => server.close());

function ChangeTo({ studio }: { studio: StudioItem }) {
  const change = useChangeCompany();
  return <button onClick={() => void change(studio)}>switch</button>;
}

/** The hook inside the real providers, with a browser that records full-page navigations. */
function renderSwitch() {
  const assigned: string[] = [];
  const alerts: string[] = [];
  const browser: PortalBrowser = {
    assign: (url) => void assigned.push(url),
    reload: vi.fn(),
    currentAddress: () => '/',
    origin: () => TEST_ORIGIN,
  };
  const runtime = createPortalRuntime({
    navigate: vi.fn(),
    apiBase: TEST_API_BASE,
    browser,
    storage: null,
    alertBridge: createAlertBridge(async (message) => void alerts.push(message)),
  });
  render(
    <PortalProviders runtime={runtime}>
      <ChangeTo studio={labs} />
    </PortalProviders>,
  );
  return { assigned, runtime, user: userEvent.setup() };
}

function recordChanges(status = 200) {
  const orgIds: Array<string | null> = [];
  server.use(
    http.put(`${TEST_API_BASE}/gw/common/org/current`, ({ request }) => {
      orgIds.push(new URL(request.url).searchParams.get('orgId'));
      return status === 200
        ? HttpResponse.json({ success: true })
        : HttpResponse.json(
            { meta: { code: 'E500', message: '회사를 바꿀 수 없습니다.', errorType: 'server' } },
            { status },
          );
    }),
  );
  return orgIds;
}

describe('useChangeCompany: the company switch in the portal', () => {
  it('spec 01 §4: asks "change to <company>?", PUTs the orgId and reloads to /', async () => {
    const orgIds = recordChanges();
    const { assigned, user, runtime } = renderSwitch();
    await user.click(screen.getByRole('button', { name: 'switch' }));
    const dialog = await screen.findByRole('dialog', { name: '회사 변경' });
    expect(dialog).toHaveTextContent("'마루 랩스'(으)로 회사를 변경하시겠습니까?");
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(assigned).toEqual(['/']));
    expect(orgIds).toEqual(['ST200']);
    runtime.dispose();
  });

  it('the confirm speaks the active language', async () => {
    recordChanges();
    await changeLocale('en');
    const { user, runtime } = renderSwitch();
    await user.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByRole('dialog', { name: 'Change company' })).toHaveTextContent(
      'Change to 마루 랩스?',
    );
    runtime.dispose();
  });

  it('Cancel sends nothing and stays', async () => {
    const orgIds = recordChanges();
    const { assigned, user, runtime } = renderSwitch();
    await user.click(screen.getByRole('button', { name: 'switch' }));
    await screen.findByRole('dialog', { name: '회사 변경' });
    await user.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(orgIds).toEqual([]);
    expect(assigned).toEqual([]);
    runtime.dispose();
  });

  it('a failed change shows the server message (error policy) and stays', async () => {
    recordChanges(500);
    const { assigned, user, runtime } = renderSwitch();
    await user.click(screen.getByRole('button', { name: 'switch' }));
    await screen.findByRole('dialog', { name: '회사 변경' });
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('회사를 바꿀 수 없습니다.')).toBeInTheDocument();
    expect(assigned).toEqual([]);
    runtime.dispose();
  });
});
