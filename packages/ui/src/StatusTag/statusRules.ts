/** The colours a status tag is drawn in. */
export type StatusColour = 'purple' | 'blue' | 'green' | 'orange' | 'black';

/** Work status codes of spec 01 §4: 1 working, 3 non-working, 9 left work. */
export type WorkStatusCode = 1 | 3 | 9;

/** Catalogue keys of the work-status labels. */
export type WorkStatusLabelKey = 'working' | 'nonWorking' | 'leftWork';

/**
 * Spec 01 §3, colours by a lookup value's attribute01: ETC purple, VACATION blue, WORK green,
 * otherwise black. Codes are compared trimmed and case-insensitively, because lookup values are
 * typed by administrators.
 */
export function statusColourFor(attribute01: string | null | undefined): StatusColour {
  switch ((attribute01 ?? '').trim().toUpperCase()) {
    case 'ETC':
      return 'purple';
    case 'VACATION':
      return 'blue';
    case 'WORK':
      return 'green';
    default:
      return 'black';
  }
}

/**
 * Normalizes a work-status code from the API (number or string). Anything other than 1 or 3
 * becomes 9 (left work): spec 01 §4 says a failed status call defaults to 9, and an unknown
 * code is no more trustworthy than a failed call.
 */
export function toWorkStatusCode(code: number | string | null | undefined): WorkStatusCode {
  const value = typeof code === 'string' ? Number(code.trim()) : code;
  if (value === 1 || value === 3) return value;
  return 9;
}

/** The catalogue key of a work status's label (spec 01 §4). */
export function workStatusLabelKey(code: number | string | null | undefined): WorkStatusLabelKey {
  switch (toWorkStatusCode(code)) {
    case 1:
      return 'working';
    case 3:
      return 'nonWorking';
    default:
      return 'leftWork';
  }
}

/** Working is green, non-working orange, left work black. */
export function workStatusColour(code: number | string | null | undefined): StatusColour {
  switch (toWorkStatusCode(code)) {
    case 1:
      return 'green';
    case 3:
      return 'orange';
    default:
      return 'black';
  }
}
