import type { PortletStatus } from '@maru/ui';
import type { Remote } from './remoteAtom';

/**
 * A card portlet's state for one remote answer: loading until the first answer, error when the
 * call failed, empty when the answer lists nothing to show (the widget says what counts). A
 * widget whose failures are silent by the spec passes `failure: 'empty'`.
 */
export function portletStatus<T>(
  remote: Remote<T>,
  isEmpty: (data: T) => boolean,
  failure: 'error' | 'empty' = 'error',
): PortletStatus {
  if (remote.status === 'error') return failure;
  if (remote.data === undefined) return 'loading';
  return isEmpty(remote.data) ? 'empty' : 'ready';
}
