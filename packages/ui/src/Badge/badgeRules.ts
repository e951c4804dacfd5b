/**
 * The text of a count badge: the count itself up to `max`, then `max+` (99+ by default), so a
 * badge never grows wider than three digits and a plus.
 */
export function formatBadgeCount(count: number, max = 99): string {
  const whole = Math.max(0, Math.floor(count));
  return whole > max ? `${max}+` : String(whole);
}
