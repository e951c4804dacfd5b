import { act, screen } from '@testing-library/react';
import { renderWithMaru } from '../test-utils';
import { useMessageBox, type MessageBoxApi } from './MessageBoxHost';

/** The accessible name of the button that opens the message boxes. */
export const OPENER = 'opener';

/**
 * Renders a focused opener button that hands the message-box API out, so each test drives the
 * promise itself. Test-only; not exported from the package.
 */
export function renderMessageBoxOpener() {
  const api: { current: MessageBoxApi | null } = { current: null };
  function Capture() {
    api.current = useMessageBox();
    return <button type="button">{OPENER}</button>;
  }
  renderWithMaru(<Capture />);
  const opener = screen.getByRole('button', { name: OPENER });
  opener.focus();
  /** Opens a box inside act() and returns its promise. */
  const open = <T,>(call: (box: MessageBoxApi) => Promise<T>): Promise<T> => {
    let promise: Promise<T> | undefined;
    act(() => {
      if (!api.current) throw new Error('no api');
      promise = call(api.current);
    });
    if (!promise) throw new Error('not opened');
    return promise;
  };
  return { open, opener };
}
