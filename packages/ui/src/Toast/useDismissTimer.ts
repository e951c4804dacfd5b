import { useEffect, useRef } from 'react';

/**
 * Calls `onDismiss` after `duration` ms of not being paused. Pausing keeps the remaining
 * time, so a toast read with the pointer or keyboard does not vanish under the reader
 * (WCAG 2.2.1). A non-finite duration never dismisses (stories and sticky errors).
 */
export function useDismissTimer(duration: number, paused: boolean, onDismiss: () => void): void {
  const remaining = useRef(duration);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);
}
