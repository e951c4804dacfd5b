import { useCallback, useState } from 'react';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';
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
