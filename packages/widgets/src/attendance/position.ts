/** Where an action was taken; both null when unknown (spec 02 §7: failures give nulls). */
export interface CommutePosition {
  latitude: number | null;
  longitude: number | null;
}

/**
 * The geolocation seam of the commute actions. The geolocation flow (5-second time-out,
 * permission states, spec 02 §7 and §9) arrives with the widgets issue; until then every action
 * is sent without coordinates, which the contract allows.
 */
export function getCommutePosition(_signal?: AbortSignal): Promise<CommutePosition> {
  return Promise.resolve({ latitude: null, longitude: null });
}
