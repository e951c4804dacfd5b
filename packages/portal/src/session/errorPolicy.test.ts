import { ApiError, parseApiError, type Locale } from '@maru/api';
import { describe, expect, it, vi } from 'vitest';
import { createErrorPolicy, type ErrorPolicyEffects } from './errorPolicy';

/** A fake browser: records what the policy did, in order. */
function fakeEffects(options: { address?: string; locale?: Locale } = {}) {
  const log: string[] = [];
  const effects: ErrorPolicyEffects = {
    reload: vi.fn(() => void log.push('reload')),
    navigate: vi.fn((path: string) => void log.push(`navigate ${path}`)),
    currentAddress: () => options.address ?? '/ess/myWorkHour?tab=1',
    clearSession: vi.fn(() => void log.push('clearSession')),
    alert: vi.fn(async (message: string) => void log.push(`alert ${message}`)),
    locale: () => options.locale ?? 'ko',
  };
  return { effects, log };
}

function failure(status: number | null, body?: unknown): ApiError {
  return new ApiError(parseApiError(status, body), '/hr/commute/action');
}

const serverSays = (message: string) => ({ meta: { code: 'E1', message, errorType: 'business' } });

describe('error policy (spec 01 §8 status policy, installed as the client onError)', () => {
  it('307 reloads the page and does nothing else', async () => {
    const { effects, log } = fakeEffects();
    await createErrorPolicy(effects)(failure(307));
    expect(log).toEqual(['reload']);
  });

  it('401 clears the session and goes to sign-in with the current address as return URL', async () => {
    const { effects, log } = fakeEffects({ address: '/ess/myWorkHour?tab=1' });
    await createErrorPolicy(effects)(failure(401));
    expect(log).toEqual([
      'clearSession',
      'navigate /signin?returnUrl=%2Fess%2FmyWorkHour%3Ftab%3D1',
    ]);
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('401 while already on the sign-in page clears the session without navigating again', async () => {
    const { effects, log } = fakeEffects({ address: '/signin?returnUrl=%2F' });
    await createErrorPolicy(effects)(failure(401));
    expect(log).toEqual(['clearSession']);
  });

  it('403 shows the server message first, then goes to Community', async () => {
    const { effects, log } = fakeEffects();
    await createErrorPolicy(effects)(failure(403, serverSays('이 게시판을 볼 권한이 없습니다.')));
    expect(log).toEqual(['alert 이 게시판을 볼 권한이 없습니다.', 'navigate /community']);
  });

  it('403 without a server message shows the no-permission text in the active language', async () => {
    const { effects, log } = fakeEffects({ locale: 'en' });
    await createErrorPolicy(effects)(failure(403));
    expect(log).toHaveLength(2);
    expect(log[0]).toMatch(/^alert .*permission/i);
    expect(log[1]).toBe('navigate /community');
  });

  it('410 shows the gone (post deleted) message, then goes to Community', async () => {
    const { effects, log } = fakeEffects();
    await createErrorPolicy(effects)(failure(410));
    expect(log).toEqual(['alert 삭제된 게시글입니다.', 'navigate /community']);
  });

  it('goes to Community only after the alert was dismissed', async () => {
    const { effects } = fakeEffects();
    let dismiss: () => void = () => undefined;
    effects.alert = vi.fn(() => new Promise<void>((resolve) => (dismiss = resolve)));
    const handled = createErrorPolicy(effects)(failure(410));
    await Promise.resolve();
    expect(effects.navigate).not.toHaveBeenCalled();
    dismiss();
    await handled;
    expect(effects.navigate).toHaveBeenCalledWith('/community');
  });

  it('other statuses alert the message and stay on the page', async () => {
    const { effects, log } = fakeEffects();
    await createErrorPolicy(effects)(failure(400, serverSays('사유를 입력하세요.')));
    expect(log).toEqual(['alert 사유를 입력하세요.']);
  });

  it('no response alerts the bad-gateway text in the active language', async () => {
    const { effects, log } = fakeEffects({ locale: 'ja' });
    await createErrorPolicy(effects)(failure(null));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^alert /);
    expect(log[0]).not.toBe('alert ');
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('a write answered with an errors array alerts its first user_message', async () => {
    const { effects, log } = fakeEffects();
    const body = {
      errors: [{ user_message: '이미 처리 중인 요청이 있습니다.' }, { user_message: 'x' }],
    };
    await createErrorPolicy(effects)(failure(422, body));
    expect(log).toEqual(['alert 이미 처리 중인 요청이 있습니다.']);
  });
});
