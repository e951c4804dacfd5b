/** Where an action was taken; both null when unknown (spec 02 §7: failures give nulls). */
export interface CommutePosition {
  latitude: number | null;
  longitude: number | null;
}

/** Geolocation is given up after 5 seconds per action (spec 02 §9). */
export const GEOLOCATION_TIMEOUT_MS = 5000;

/** The permission state of geolocation; `unsupported` when the browser cannot tell. */
export type GeolocationPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';

/**
 * The browser APIs the attendance widget reads its position and permission from. Injectable
 * so tests and stories use a fake, and a host can pass `null` to never ask for a position.
 */
export interface GeolocationSource {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
  permissions?: Pick<Permissions, 'query'>;
}

const UNKNOWN: CommutePosition = { latitude: null, longitude: null };

/** The browser's geolocation and permissions, where they exist (not in SSR or old browsers). */
export function browserGeolocationSource(): GeolocationSource {
  if (typeof navigator === 'undefined') return {};
  return {
    ...('geolocation' in navigator ? { geolocation: navigator.geolocation } : {}),
    ...('permissions' in navigator ? { permissions: navigator.permissions } : {}),
  };
}

/**
 * The position for one commute action (spec 02 §7, §8): asked once with a 5-second limit of our
 * own (the browser's `timeout` option does not count the time a permission prompt stays open).
 * Failure, denial, time-out or abort give null coordinates, and the action still goes out;
 * `onFailure` hears why (the spec's "logged").
 */
export function readPosition(
  source: GeolocationSource | null,
  signal?: AbortSignal,
  options: { timeoutMs?: number; onFailure?: (reason: string) => void } = {},
): Promise<CommutePosition> {
  const { timeoutMs = GEOLOCATION_TIMEOUT_MS, onFailure } = options;
  const geolocation = source?.geolocation;
  if (!geolocation) return Promise.resolve(UNKNOWN);
  return new Promise<CommutePosition>((resolve) => {
    let finished = false;
    const finish = (position: CommutePosition, failure?: string) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure !== undefined) onFailure?.(failure);
      resolve(position);
    };
    const onAbort = () => finish(UNKNOWN, 'aborted');
    const timer = setTimeout(() => finish(UNKNOWN, 'timeout'), timeoutMs);
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort);
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => finish({ latitude: coords.latitude, longitude: coords.longitude }),
        (error) => finish(UNKNOWN, error.code === 1 ? 'denied' : `error ${error.code}`),
        { timeout: timeoutMs, maximumAge: 60_000, enableHighAccuracy: false },
      );
    } catch {
      finish(UNKNOWN, 'unavailable');
    }
  });
}

/**
 * The geolocation permission state (Permissions API when present), and a subscription to its
 * changes; `unsupported` when the API is missing or refuses the query. Returns an unsubscribe.
 */
export function watchGeolocationPermission(
  source: GeolocationSource | null,
  onState: (state: GeolocationPermission) => void,
): () => void {
  const permissions = source?.permissions;
  if (!source?.geolocation || !permissions) {
    onState('unsupported');
    return () => undefined;
  }
  let stopped = false;
  let status: PermissionStatus | null = null;
  const report = () => {
    if (!stopped && status) onState(status.state);
  };
  permissions.query({ name: 'geolocation' }).then(
    (result) => {
      status = result;
      report();
      result.addEventListener('change', report);
    },
    () => {
      if (!stopped) onState('unsupported');
    },
  );
  return () => {
    stopped = true;
    status?.removeEventListener('change', report);
  };
}
