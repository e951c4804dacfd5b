import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cloudInfoSchema, userProfileSchema, userStudios } from '@maru/api';
import { cloudInfoByStudio, userStudiosFor } from '@maru/api/fixtures';
import { createHarness, rowCount, type Harness } from '../testing/harness';

const STUDIOS = '/api/gw/common/org/userstudios';
const SWITCH = '/api/gw/common/org/current';
const PROFILE = '/api/gw/common/gw/user/myProfile';
const CLOUD = '/api/cloud/info/';

let h: Harness;
let admin: string; // U0003: main post ST100, concurrent post ST200
let minjun: string; // U0001: ST100 only
let labs: string; // U0007: main post ST200 (free trial)
beforeAll(async () => {
  h = await createHarness();
  admin = await h.signIn('admin');
  minjun = await h.signIn('minjun.kim');
  labs = await h.signIn('labs');
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.deleteFrom('current_studios').execute();
});

async function json(response: Response, status = 200): Promise<unknown> {
  expect(response.status).toBe(status);
  return response.json();
}

describe('GET /api/gw/common/org/userstudios — the user’s companies', () => {
  it('lists the main post’s company first, then the concurrent post’s', async () => {
    const body = userStudios.response.parse(
      await json(await h.call('GET', STUDIOS, { cookie: admin })),
    );
    expect(body).toEqual([
      { dlId: 'ST100', dlName: '마루 주식회사' },
      { dlId: 'ST200', dlName: '마루 랩스' },
    ]);
    expect(body).toEqual(userStudiosFor('U0003', 'ko'));
  });

  it('names the companies in English for Lang en, like the profile', async () => {
    const response = await h.call('GET', STUDIOS, { cookie: admin, headers: { Lang: 'en' } });
    expect(await json(response)).toEqual(userStudiosFor('U0003', 'en'));
  });

  it('spec 01 §9: names the companies in Japanese and Chinese for Lang ja and zh', async () => {
    const names = async (locale: 'ja' | 'zh') =>
      json(await h.call('GET', STUDIOS, { cookie: admin, headers: { Lang: locale } }));
    expect(await names('ja')).toEqual([
      { dlId: 'ST100', dlName: 'マル株式会社' },
      { dlId: 'ST200', dlName: 'マルラボ' },
    ]);
    expect(await names('zh')).toEqual([
      { dlId: 'ST100', dlName: '玛鲁股份有限公司' },
      { dlId: 'ST200', dlName: '玛鲁实验室' },
    ]);
    expect(await names('ja')).toEqual(userStudiosFor('U0003', 'ja'));
    expect(await names('zh')).toEqual(userStudiosFor('U0003', 'zh'));
  });

  it('spec 01 §9: a company without a Japanese name is named in Korean (the fallback locale)', async () => {
    await h.db
      .updateTable('studios')
      .set({ dl_name_ja: null })
      .where('dl_id', '=', 'ST200')
      .execute();
    try {
      const response = await h.call('GET', STUDIOS, { cookie: admin, headers: { Lang: 'ja' } });
      expect(await json(response)).toEqual([
        { dlId: 'ST100', dlName: 'マル株式会社' },
        { dlId: 'ST200', dlName: '마루 랩스' },
      ]);
    } finally {
      await h.db
        .updateTable('studios')
        .set({ dl_name_ja: 'マルラボ' })
        .where('dl_id', '=', 'ST200')
        .execute();
    }
  });

  it('has one company for a user without concurrent posts', async () => {
    expect(await json(await h.call('GET', STUDIOS, { cookie: minjun }))).toEqual([
      { dlId: 'ST100', dlName: '마루 주식회사' },
    ]);
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', STUDIOS)).status).toBe(401);
  });
});

describe('PUT /api/gw/common/org/current — company switch (spec 01 §4)', () => {
  it('switches to a company of the user; myProfile then reports it as current', async () => {
    const response = await h.call('PUT', `${SWITCH}?orgId=ST200`, { cookie: admin });
    expect(await json(response)).toEqual({ success: true });
    const profile = userProfileSchema.parse(
      await json(await h.call('GET', PROFILE, { cookie: admin })),
    );
    expect(profile.currentStudioId).toBe('ST200');
    expect(profile.currentStudioCode).toBe('MLABS');
    // The main post does not move.
    expect(profile.studioId).toBe('ST100');
  });

  it('switching back to the main company works too and keeps one row per user', async () => {
    await h.call('PUT', `${SWITCH}?orgId=ST200`, { cookie: admin });
    await h.call('PUT', `${SWITCH}?orgId=ST100`, { cookie: admin });
    const profile = userProfileSchema.parse(
      await json(await h.call('GET', PROFILE, { cookie: admin })),
    );
    expect(profile.currentStudioId).toBe('ST100');
    expect(await rowCount(h.db, 'current_studios')).toBe(1);
  });

  it('a company the user does not belong to → 403, nothing written', async () => {
    const response = await h.call('PUT', `${SWITCH}?orgId=ST300`, { cookie: admin });
    expect(await json(response, 403)).toMatchObject({
      meta: { code: 403, errorType: 'forbidden', message: '접근 권한이 없습니다.' },
    });
    expect(await rowCount(h.db, 'current_studios')).toBe(0);
    const foreign = await h.call('PUT', `${SWITCH}?orgId=ST200`, { cookie: minjun });
    expect(foreign.status).toBe(403);
    expect(await rowCount(h.db, 'current_studios')).toBe(0);
  });

  it('an unknown company → 403, nothing written', async () => {
    expect((await h.call('PUT', `${SWITCH}?orgId=NOPE`, { cookie: admin })).status).toBe(403);
    expect(await rowCount(h.db, 'current_studios')).toBe(0);
  });

  it('an empty orgId → 400 with the catalogue’s text in the request’s language', async () => {
    const ko = await h.call('PUT', `${SWITCH}?orgId=`, { cookie: admin });
    expect(await json(ko, 400)).toMatchObject({
      meta: { errorType: 'validation', data: [{ field: 'orgId', message: '회사를 선택하세요.' }] },
    });
    const en = await h.call('PUT', `${SWITCH}?orgId=`, { cookie: admin, headers: { Lang: 'en' } });
    const body = (await json(en, 400)) as { meta: { data: { message: string }[] } };
    expect(body.meta.data[0]?.message).not.toBe('회사를 선택하세요.');
    expect(await rowCount(h.db, 'current_studios')).toBe(0);
  });

  it('a missing orgId → 400 naming the field, nothing written', async () => {
    const response = await h.call('PUT', SWITCH, { cookie: admin });
    expect(await json(response, 400)).toMatchObject({
      meta: { errorType: 'validation', data: [{ field: 'orgId' }] },
    });
    expect(await rowCount(h.db, 'current_studios')).toBe(0);
  });

  it('anonymous → 401; cross-site → 403; nothing written', async () => {
    expect((await h.call('PUT', `${SWITCH}?orgId=ST200`)).status).toBe(401);
    const crossSite = await h.call('PUT', `${SWITCH}?orgId=ST200`, {
      cookie: admin,
      sameOrigin: false,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(await rowCount(h.db, 'current_studios')).toBe(0);
  });
});

describe('GET /api/cloud/info/ — the current company’s cloud settings', () => {
  it('answers the default company (ST100) without a session', async () => {
    expect(cloudInfoSchema.parse(await json(await h.call('GET', CLOUD)))).toEqual(
      cloudInfoByStudio.ST100,
    );
  });

  it('answers the signed-in user’s company: the free trial for a Maru Labs employee', async () => {
    const body = cloudInfoSchema.parse(await json(await h.call('GET', CLOUD, { cookie: labs })));
    expect(body).toEqual(cloudInfoByStudio.ST200);
    expect(body.isFreeTrial).toBe(true);
  });

  it('follows the company switch', async () => {
    expect(await json(await h.call('GET', CLOUD, { cookie: admin }))).toEqual(
      cloudInfoByStudio.ST100,
    );
    await h.call('PUT', `${SWITCH}?orgId=ST200`, { cookie: admin });
    expect(await json(await h.call('GET', CLOUD, { cookie: admin }))).toEqual(
      cloudInfoByStudio.ST200,
    );
  });

  it('an expired or forged cookie falls back to the default company instead of 401', async () => {
    const response = await h.call('GET', CLOUD, { cookie: 'maru_session=forged' });
    expect(await json(response)).toEqual(cloudInfoByStudio.ST100);
  });
});
