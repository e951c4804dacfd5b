import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../log/capture';
import { createHarness, rowCount, type Harness } from '../testing/harness';
import { hostCheck, listeningOrigins } from './hostCheck';

const PUBLIC = 'http://127.0.0.1:3000';
const EVIL = 'http://evil.example:3000';

/** A request as Node hands it over: the URL built from the Host header the browser sent. */
function at(origin: string, pathname: string): string {
  return `${origin}${pathname}`;
}

let h: Harness;
let proxied: Harness;
beforeAll(async () => {
  h = await createHarness({ publicOrigins: [PUBLIC, 'https://maru.example'] });
  proxied = await createHarness({ publicOrigins: ['https://maru.example'], trustProxy: true });
});
afterAll(async () => {
  await h.close();
  await proxied.close();
});

describe('requests for a host that is not a public origin are refused (issue 13 §6)', () => {
  const logs = captureLogs();

  it('answers the configured host', async () => {
    const response = await h.call('GET', at(PUBLIC, '/api/cloud/info/'));
    expect(response.status).toBe(200);
  });

  it('accepts a default port written out or left away', async () => {
    for (const host of ['maru.example', 'maru.example:443', 'MARU.example']) {
      const response = await h.call('GET', 'https://maru.example/api/cloud/info/', {
        headers: { Host: host },
      });
      expect(response.status, host).toBe(200);
    }
  });

  it('refuses another Host with 403 and the error model, for API and pages alike', async () => {
    for (const pathname of ['/api/cloud/info/', '/', '/ess/myWorkHour']) {
      const response = await h.call('GET', at(EVIL, pathname), {
        headers: { Host: 'evil.example:3000', Lang: 'en' },
      });
      expect(response.status, pathname).toBe(403);
      const body = (await response.json()) as { meta: { errorType: string; message: string } };
      expect(body.meta.errorType).toBe('forbidden');
      expect(body.meta.message).toMatch(/does not answer at this address/);
    }
  });

  it('issue 15: a refused host is logged as such, with the host and the path but not the query', async () => {
    await h.call('GET', at(EVIL, '/api/cloud/info/?token=secret'), {
      headers: { Host: 'evil.example:3000' },
    });
    expect(logs.events('requestRefused')).toEqual([
      expect.objectContaining({
        level: 'warn',
        check: 'host',
        method: 'GET',
        path: '/api/cloud/info/',
        status: 403,
        host: 'evil.example:3000',
      }),
    ]);
    expect(logs.text()).not.toContain('secret');
  });

  it('refuses the same host on another port', async () => {
    const response = await h.call('GET', 'http://127.0.0.1:4000/api/cloud/info/', {
      headers: { Host: '127.0.0.1:4000' },
    });
    expect(response.status).toBe(403);
  });

  it('DNS rebinding: a same-origin sign-in from evil.example:3000 is refused, nothing written', async () => {
    const sessions = await rowCount(h.db, 'sessions');
    const response = await h.call('POST', at(EVIL, '/api/auth/signin'), {
      body: { loginId: 'minjun.kim', password: 'maru1234!' },
      sameOrigin: false,
      headers: { Host: 'evil.example:3000', Origin: EVIL, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await rowCount(h.db, 'sessions')).toBe(sessions);
  });

  it('believes X-Forwarded-Host only from a trusted proxy', async () => {
    const behindProxy = await proxied.call('GET', 'http://10.0.0.5:3000/api/cloud/info/', {
      headers: { Host: '10.0.0.5:3000', 'X-Forwarded-Host': 'maru.example' },
    });
    expect(behindProxy.status).toBe(200);
    const forged = await h.call('GET', at(EVIL, '/api/cloud/info/'), {
      headers: { Host: 'evil.example:3000', 'X-Forwarded-Host': '127.0.0.1:3000' },
    });
    expect(forged.status).toBe(403);
  });

  it('takes the origins from a getter (port 0: known only after listening)', async () => {
    let origins: readonly string[] = ['http://127.0.0.1:41234'];
    const late = await createHarness({ publicOrigins: () => origins });
    try {
      const url = 'http://127.0.0.1:41234/api/cloud/info/';
      expect((await late.call('GET', url)).status).toBe(200);
      origins = ['http://127.0.0.1:41235'];
      expect((await late.call('GET', url)).status).toBe(403);
    } finally {
      await late.close();
    }
  });

  it('stops the start-up on a public origin that is not an origin', () => {
    expect(() => hostCheck(['maru.example'])).toThrow(/maru\.example/);
    expect(() => hostCheck(['ftp://maru.example'])).toThrow(/http/);
  });
});

describe('the default public origins are the address the server listens on', () => {
  it('a loopback address also answers as localhost', () => {
    expect(listeningOrigins('127.0.0.1', 3000)).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
    ]);
    expect(listeningOrigins('::1', 8080)).toContain('http://[::1]:8080');
  });

  it('a named interface answers only as itself', () => {
    expect(listeningOrigins('10.1.2.3', 3000)).toEqual(['http://10.1.2.3:3000']);
  });

  it('all interfaces answer as each interface address, the host name and localhost', () => {
    const origins = listeningOrigins('0.0.0.0', 3000);
    expect(origins).toContain('http://127.0.0.1:3000');
    expect(origins).toContain('http://localhost:3000');
    expect(origins).toContain(`http://${os.hostname().toLowerCase()}:3000`);
    for (const origin of origins) expect(() => new URL(origin)).not.toThrow();
  });
});
