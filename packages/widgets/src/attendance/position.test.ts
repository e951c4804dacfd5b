import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GEOLOCATION_TIMEOUT_MS,
  readPosition,
  watchGeolocationPermission,
  type GeolocationSource,
} from './position';

afterEach(() => vi.useRealTimers());

type Success = PositionCallback;
type Failure = PositionErrorCallback | null | undefined;

/** A geolocation that answers the way a test says, or never. */
function fakeGeolocation(answer: (success: Success, failure: Failure) => void) {
  const getCurrentPosition = vi.fn((success: Success, failure?: Failure) =>
    answer(success, failure),
  );
  return { geolocation: { getCurrentPosition } };
}

const seoul = { coords: { latitude: 37.5665, longitude: 126.978 } } as GeolocationPosition;
const failure = (code: number) => ({ code, message: 'x' }) as GeolocationPositionError;

describe('readPosition (spec 02 §7, §9: 5-second time-out, nulls on failure)', () => {
  it('gives the coordinates when the browser answers', async () => {
    const source = fakeGeolocation((ok) => ok(seoul));
    await expect(readPosition(source)).resolves.toEqual({ latitude: 37.5665, longitude: 126.978 });
    expect(source.geolocation.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ timeout: 5000 }),
    );
  });

  it.each([
    ['denial', 1, 'denied'],
    ['an unavailable position', 2, 'error 2'],
    ["the browser's own time-out", 3, 'error 3'],
  ])('spec 02 §8: %s → null coordinates, logged', async (_n, code, reason) => {
    const onFailure = vi.fn();
    const source = fakeGeolocation((_ok, fail) => fail?.(failure(code)));
    await expect(readPosition(source, undefined, { onFailure })).resolves.toEqual({
      latitude: null,
      longitude: null,
    });
    expect(onFailure).toHaveBeenCalledWith(reason);
  });

  it('spec 02 §9: no answer within 5 seconds (a prompt left open) → null coordinates', async () => {
    vi.useFakeTimers();
    const onFailure = vi.fn();
    const pending = readPosition(
      fakeGeolocation(() => undefined),
      undefined,
      { onFailure },
    );
    expect(GEOLOCATION_TIMEOUT_MS).toBe(5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(onFailure).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ latitude: null, longitude: null });
    expect(onFailure).toHaveBeenCalledWith('timeout');
  });

  it('a late answer after the time-out changes nothing', async () => {
    vi.useFakeTimers();
    let late: Success = () => undefined;
    const pending = readPosition(fakeGeolocation((ok) => (late = ok)));
    await vi.advanceTimersByTimeAsync(5000);
    late(seoul);
    await expect(pending).resolves.toEqual({ latitude: null, longitude: null });
  });

  it('no geolocation (unsupported, or the host passed null) → null coordinates without asking', async () => {
    await expect(readPosition({})).resolves.toEqual({ latitude: null, longitude: null });
    await expect(readPosition(null)).resolves.toEqual({ latitude: null, longitude: null });
  });

  it('an abort ends the wait with null coordinates', async () => {
    const controller = new AbortController();
    const pending = readPosition(
      fakeGeolocation(() => undefined),
      controller.signal,
    );
    controller.abort();
    await expect(pending).resolves.toEqual({ latitude: null, longitude: null });
  });

  it('a geolocation that throws → null coordinates', async () => {
    const source = fakeGeolocation(() => {
      throw new Error('insecure context');
    });
    await expect(readPosition(source)).resolves.toEqual({ latitude: null, longitude: null });
  });
});

describe('watchGeolocationPermission (spec 02 §8: prompt or denied state detected)', () => {
  function permissionsSource(state: PermissionState) {
    const target = new EventTarget() as EventTarget & { state: PermissionState };
    target.state = state;
    const query = vi.fn(async () => target as unknown as PermissionStatus);
    const source: GeolocationSource = {
      geolocation: { getCurrentPosition: vi.fn() },
      permissions: { query },
    };
    return { source, target, query };
  }

  it('reports the state from the Permissions API and follows its changes', async () => {
    const { source, target, query } = permissionsSource('prompt');
    const states: string[] = [];
    const stop = watchGeolocationPermission(source, (state) => states.push(state));
    await vi.waitFor(() => expect(states).toEqual(['prompt']));
    expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    target.state = 'denied';
    target.dispatchEvent(new Event('change'));
    expect(states).toEqual(['prompt', 'denied']);
    stop();
    target.state = 'granted';
    target.dispatchEvent(new Event('change'));
    expect(states).toEqual(['prompt', 'denied']);
  });

  it('unsupported without the Permissions API, without geolocation, or when the query fails', async () => {
    const states: string[] = [];
    watchGeolocationPermission({ geolocation: { getCurrentPosition: vi.fn() } }, (s) =>
      states.push(s),
    );
    watchGeolocationPermission(null, (s) => states.push(s));
    watchGeolocationPermission(
      {
        geolocation: { getCurrentPosition: vi.fn() },
        permissions: { query: vi.fn(async () => Promise.reject(new TypeError('no'))) },
      },
      (s) => states.push(s),
    );
    await vi.waitFor(() => expect(states).toEqual(['unsupported', 'unsupported', 'unsupported']));
  });
});
