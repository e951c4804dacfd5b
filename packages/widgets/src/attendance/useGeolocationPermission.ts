import { useEffect, useState } from 'react';
import {
  watchGeolocationPermission,
  type GeolocationPermission,
  type GeolocationSource,
} from './position';

/**
 * The geolocation permission state, kept current (spec 02 §8: "permission prompt or denied state
 * is detected"); `unsupported` until known or when the browser cannot tell.
 */
export function useGeolocationPermission(source: GeolocationSource | null): GeolocationPermission {
  const [state, setState] = useState<GeolocationPermission>('unsupported');
  useEffect(() => watchGeolocationPermission(source, setState), [source]);
  return state;
}
