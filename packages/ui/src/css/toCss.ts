/** A CSS length: numbers are pixels, strings are used as they are. */
export function toCss(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}
