import { useCallback, useState } from 'react';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';
import { VisuallyHidden } from '../VisuallyHidden';
import { Button } from '../Button/Button';
import { useIntl } from '../intl/useIntl';
import { toastCatalogue } from './catalogue';
import { CloseGlyph, RegionList, ToastItem, ToastMessage } from './Toast.styles';
import { useDismissTimer } from './useDismissTimer';

/** What a toast reports: `success` and `info` are announced politely, `error` assertively. */
export type ToastTone = 'success' | 'error' | 'info';

/** Five seconds: long enough to read a short sentence in any of the four languages. */
export const defaultToastDuration = 5000;

/** One toast as held by the host (or by the owner of a standalone `ToastRegion`). */
export interface ToastData {
  /** Unique among the current toasts; passed back to `onDismiss`. */
  id: string;
  /** Colours and how it is announced: `error` assertively, `success` and `info` politely. */
  tone: ToastTone;
  /** The text shown and announced; one short sentence. */
  message: string;
  /** Milliseconds before it closes itself; `Infinity` keeps it (stories, screenshots). */
  duration?: number;
}

/** Props of one visible toast. */
export interface ToastProps extends ToastData {
  /** Called by the close button and when the duration has elapsed. */
  onDismiss: (id: string) => void;
}

/**
 * One visible notification. It is not a live region itself: the host's persistent regions
 * (`ToastAnnouncer`) announce it, so it is read once. It pauses its timer while hovered or
 * focused.
 */
export function Toast({
  id,
  tone,
  message,
  duration = defaultToastDuration,
  onDismiss,
}: ToastProps) {
  const { t } = useIntl(toastCatalogue);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { hoverProps } = useHover({ onHoverChange: setHovered });
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocused });
  const dismiss = useCallback(() => onDismiss(id), [id, onDismiss]);
  useDismissTimer(duration, hovered || focused, dismiss);
  return (
    <ToastItem {...mergeProps(hoverProps, focusWithinProps)} data-tone={tone}>
      <ToastMessage>{message}</ToastMessage>
      <Button
        variant="ghost"
        size="sm"
        icon={<CloseGlyph inset={3} strokeWidth={2} rounded={false} />}
        aria-label={t('close')}
        onPress={dismiss}
      />
    </ToastItem>
  );
}

/** Props of the visible stack of toasts. */
export interface ToastRegionProps {
  /** The toasts to show, oldest first. */
  toasts: readonly ToastData[];
  /** Called with a toast's id when it is closed or its duration has elapsed. */
  onDismiss: (id: string) => void;
  /** `fixed` (default) stacks at the bottom-right of the viewport; `inline` stays in flow. */
  placement?: 'fixed' | 'inline';
}

/**
 * The visible stack of toasts, newest last (nearest the bottom edge); nothing without toasts.
 * It does not announce: pair it with a `ToastAnnouncer` (the MaruProvider host does) when you
 * hold toasts yourself.
 */
export function ToastRegion({ toasts, onDismiss, placement = 'fixed' }: ToastRegionProps) {
  const { t } = useIntl(toastCatalogue);
  if (toasts.length === 0) return null;
  return (
    <RegionList aria-label={t('region')} data-placement={placement}>
      {toasts.map((toast) => (
        <Toast key={toast.id} {...toast} onDismiss={onDismiss} />
      ))}
    </RegionList>
  );
}

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
