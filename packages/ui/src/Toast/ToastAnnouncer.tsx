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
  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const assertive = toasts.filter((toast) => toast.tone === 'error');
  return (
    <>
      <VisuallyHidden
        as="div"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        data-maru-toast-live="polite"
        data-live-announcer="true"
      >
        {polite.map((toast) => (
          <p key={toast.id}>{toast.message}</p>
        ))}
      </VisuallyHidden>
      <VisuallyHidden
        as="div"
        role="log"
        aria-live="assertive"
        aria-relevant="additions"
        data-maru-toast-live="assertive"
        data-live-announcer="true"
      >
        {assertive.map((toast) => (
          <p key={toast.id}>{toast.message}</p>
        ))}
      </VisuallyHidden>
    </>
  );
}
