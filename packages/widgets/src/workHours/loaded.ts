/** A loaded value or the error that stopped it, so a view can offer a retry in place. */
export type LoadState<T> = { state: 'ready'; data: T } | { state: 'error'; error: unknown };

/** Turns a request into a value the view can render without a suspense or error boundary. */
export async function settle<T>(promise: Promise<T>): Promise<LoadState<T>> {
  try {
    return { state: 'ready', data: await promise };
  } catch (error) {
    return { state: 'error', error };
  }
}
