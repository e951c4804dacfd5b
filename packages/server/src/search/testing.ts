import { afterAll, beforeAll } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';

/** A search call's status and parsed body (`T` as the contract answers it). */
export async function searchCall<T>(
  harness: Harness,
  cookie: string,
  path: string,
  query: Record<string, string | number | undefined>,
  lang = 'ko',
): Promise<{ status: number; body: T }> {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  const response = await harness.call('GET', `/api${path}?${params.toString()}`, {
    cookie,
    headers: { Lang: lang },
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A seeded server for the test file (opened before its tests, closed after) and a member's session. */
export function fileHarness(loginId: string): { harness: Harness; cookie: string } {
  const state: { harness?: Harness; cookie?: string } = {};
  beforeAll(async () => {
    state.harness = await createHarness();
    state.cookie = await state.harness.signIn(loginId);
  });
  afterAll(() => state.harness?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('fileHarness is read before its beforeAll ran');
    return value;
  };
  return {
    get harness() {
      return ready(state.harness);
    },
    get cookie() {
      return ready(state.cookie);
    },
  };
}
