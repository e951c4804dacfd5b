import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioWidget } from '@maru/api';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
let minjun: string;
let admin: string;
let labs: string;
beforeAll(async () => {
  h = await createHarness();
  minjun = await h.signIn('minjun.kim');
  admin = await h.signIn('admin');
  labs = await h.signIn('labs');
});
afterAll(() => h.close());

async function widgets(cookie: string, query = '', lang = 'ko'): Promise<StudioWidget[]> {
  const response = await h.call('GET', `/api/org/studio/home${query}`, {
    cookie,
    headers: { Lang: lang },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StudioWidget[];
}

describe('GET /org/studio/home', () => {
  it("answers the current company's widgets of both placements, disabled ones included", async () => {
    const list = await widgets(minjun);
    expect(new Set(list.map((widget) => widget.placement))).toEqual(new Set(['banner', 'aside']));
    expect(list.some((widget) => widget.enabled === 0)).toBe(true);
    const banners = list.filter((widget) => widget.placement === 'banner');
    expect(banners.map((widget) => widget.widgetPosition)).toEqual([1, 2, 3, 4]);
  });

  it('names widgets in the request language', async () => {
    const list = await widgets(minjun, '', 'ja');
    expect(list.find((widget) => widget.widgetCode === 'NEWS')?.localeName).toBe(
      'メンバーニュース',
    );
  });

  it('a company whose banners are all off still answers them, as disabled', async () => {
    const list = await widgets(labs);
    const banners = list.filter((widget) => widget.placement === 'banner');
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.every((widget) => widget.enabled === 0)).toBe(true);
  });

  it("studioDlId picks one of the user's companies", async () => {
    const list = await widgets(admin, '?studioDlId=ST200');
    expect(list.every((widget) => widget.widgetCode !== 'NEWS')).toBe(true);
    expect(list.length).toBeGreaterThan(0);
  });

  it("another company's widgets are refused with 403", async () => {
    const response = await h.call('GET', '/api/org/studio/home?studioDlId=ST200', {
      cookie: minjun,
    });
    expect(response.status).toBe(403);
  });

  it('bad input → 400; no session → 401', async () => {
    const bad = await h.call('GET', '/api/org/studio/home?studioDlId=', { cookie: minjun });
    expect(bad.status).toBe(400);
    expect((await h.call('GET', '/api/org/studio/home')).status).toBe(401);
  });
});
