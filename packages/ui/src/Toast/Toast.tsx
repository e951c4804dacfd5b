import { useCallback, useState } from 'react';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';
import { Button } from '../Button/Button';
import { useIntl } from '../intl/useIntl';
import { toastCatalogue } from './catalogue';
import { CloseGlyph, RegionList, ToastItem, ToastMessage } from './Toast.styles';
import { useDismissTimer } from './useDismissTimer';

export type ToastTone = 'success' | 'error' | 'info';

/** Five seconds: long enough to read a short sentence in any of the four languages. */
export const defaultToastDuration = 5000;

export interface ToastData {
  id: string;
  tone: ToastTone;
  message: string;
  /** Milliseconds before it closes itself; `Infinity` keeps it (stories, screenshots). */
  duration?: number;
}

export interface ToastProps extends ToastData {
  /** Called by the close button and when the duration has elapsed. */
  onDismiss: (id: string) => void;
}

function CloseIcon() {
  return (
    <CloseGlyph viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" fill="none" />
    </CloseGlyph>
  );
}

/**
 * One notification. Errors are announced assertively (role alert), the rest politely
 * (role status). It pauses its timer while hovered or focused.
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
      <ToastMessage role={tone === 'error' ? 'alert' : 'status'} aria-atomic="true">
        {message}
      </ToastMessage>
      <Button
        variant="ghost"
        size="sm"
        icon={<CloseIcon />}
        aria-label={t('close')}
        onPress={dismiss}
      />
    </ToastItem>
  );
}

export interface ToastRegionProps {
  toasts: readonly ToastData[];
  onDismiss: (id: string) => void;
  /** `fixed` (default) stacks at the bottom-right of the viewport; `inline` stays in flow. */
  placement?: 'fixed' | 'inline';
}

/** The stack of toasts, newest last (nearest the bottom edge). */
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
