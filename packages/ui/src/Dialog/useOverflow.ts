import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether the element's content is taller than the element. A scrolling body must be reachable
 * by keyboard (WCAG 2.1.1), so the dialog makes it focusable only while it actually scrolls.
 */
export function useOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    // jsdom and old browsers lack ResizeObserver; the first measure is then the answer.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
