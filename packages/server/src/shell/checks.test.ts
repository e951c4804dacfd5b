import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudLogo } from '@maru/api';
import { cloudLogos } from '@maru/api/fixtures';
import { createHarness, type Harness } from '../testing/harness';

const FINANCE = '/api/ea/common/check/finance';
const GA = '/api/ga/privileged';
const HR = '/api/hr/common/check/auth';
const LOGO = '/api/cloud/logo';

let h: Harness;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness();
  for (const login of ['minjun.kim', 'admin', 'finance', 'ga', 'labs', 'dual']) {
    cookies[login] = await h.signIn(login);
  }
});
afterAll(() => h.close());

async function answer(url: string, login: string): Promise<{ status: number; body: unknown }> {
  const response = await h.call('GET', url, { cookie: cookies[login] ?? '' });
  return { status: response.status, body: await response.json() };
}

describe('GET /api/ea/common/check/finance — from the employee’s flag (spec 01 §6)', () => {
  it('is true for the finance admin only', async () => {
    expect(await answer(FINANCE, 'finance')).toEqual({ status: 200, body: true });
    expect(await answer(FINANCE, 'minjun.kim')).toEqual({ status: 200, body: false });
    expect(await answer(FINANCE, 'admin')).toEqual({ status: 200, body: false });
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', FINANCE)).status).toBe(401);
  });
});

describe('GET /api/ga/privileged — only where the company uses cloud GA (spec 01 §6)', () => {
  it('is true for the privileged GA member and false for others in a GA company', async () => {
    expect(await answer(GA, 'ga')).toEqual({ status: 200, body: true });
    expect(await answer(GA, 'minjun.kim')).toEqual({ status: 200, body: false });
  });

  it('is refused (403) in a company without GA: Maru Labs', async () => {
    const { status, body } = await answer(GA, 'labs');
    expect(status).toBe(403);
    expect(body).toMatchObject({ meta: { code: 403, errorType: 'forbidden' } });
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', GA)).status).toBe(401);
  });
});

describe('GET /api/hr/common/check/auth — HR admin', () => {
  it('is true for the HR admin and false for the finance admin', async () => {
    expect(await answer(HR, 'admin')).toEqual({ status: 200, body: true });
    expect(await answer(HR, 'finance')).toEqual({ status: 200, body: false });
  });
});

describe('GET /api/cloud/logo', () => {
  it("answers the offline (data:) logos of the user's own companies only, as seeded", async () => {
    const { status, body } = await answer(LOGO, 'dual');
    expect(status).toBe(200);
    const logos = cloudLogo.response.parse(body);
    expect(logos).toEqual(cloudLogos.filter((logo) => ['ST100', 'ST300'].includes(logo.companyId)));
    for (const logo of logos) expect(logo.logoUrl).toMatch(/^data:image\/svg\+xml/);
    const single = cloudLogo.response.parse((await answer(LOGO, 'minjun.kim')).body);
    expect(single.map((logo) => logo.companyId)).toEqual(['ST100']);
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', LOGO)).status).toBe(401);
  });
});
