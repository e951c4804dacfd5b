import { VisuallyHidden } from '../VisuallyHidden';
import type { ToastData } from './Toast';

/** Props of the persistent live regions. */
export interface ToastAnnouncerProps {
  /** The current toasts; each one's message is placed in the region for its tone. */
  toasts: readonly ToastData[];
}

/**
 * Two visually hidden live regions that are in the document from the start (a region that
 * appears together with its text is often not read): a polite one for success and info and an
 * assertive one for errors. A toast's message is added to its region as a new line when it
 * arrives and removed when the toast closes. They are `role="log"` with
 * `aria-relevant="additions"` (as react-aria's own announcer), not `status`/`alert`: those
 * imply `aria-atomic="true"` and would re-read every open toast when one more arrives.
 * `data-live-announcer` keeps them readable while a modal hides the rest of the page
 * (react-aria's `ariaHideOutside` skips such nodes).
 */
export function ToastAnnouncer({ toasts }: ToastAnnouncerProps) {
  return (
    <>
      <LiveLog politeness="polite" toasts={toasts.filter((toast) => toast.tone !== 'error')} />
      <LiveLog politeness="assertive" toasts={toasts.filter((toast) => toast.tone === 'error')} />
    </>
  );
}

/** One of the two live regions, with the messages of its toasts, one line each. */
function LiveLog({
  politeness,
  toasts,
}: {
  politeness: 'polite' | 'assertive';
  toasts: readonly ToastData[];
}) {
  return (
    <VisuallyHidden
      as="div"
      role="log"
      aria-live={politeness}
      aria-relevant="additions"
      data-maru-toast-live={politeness}
      data-live-announcer="true"
    >
      {toasts.map((toast) => (
        <p key={toast.id}>{toast.message}</p>
      ))}
    </VisuallyHidden>
  );
}
