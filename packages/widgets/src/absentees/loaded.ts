/** A loaded value or the error that stopped it. */
export type Loaded<T> = { state: 'ready'; data: T } | { state: 'error'; error: unknown };

/**
 * A request's outcome as a value, so a failed load shows the widget's own state (retry or
 * empty) instead of throwing to the portal's error boundary. Shared by the people widgets.
 */
export async function settle<T>(promise: Promise<T>): Promise<Loaded<T>> {
  try {
    return { state: 'ready', data: await promise };
  } catch (error) {
    return { state: 'error', error };
  }
}

/** The local calendar date (`yyyy-MM-dd`) of an instant, in the browser's zone. */
export function localYmd(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
