import type { Harness } from '../testing/harness';

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
