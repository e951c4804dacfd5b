/**
 * Minutes east of UTC of the browser's clock, the `offset` every commute call carries
 * (Seoul is 540). `getTimezoneOffset` counts the other way round, hence the sign.
 */
export function clientOffsetMinutes(date: Date = new Date()): number {
  return -date.getTimezoneOffset();
}
