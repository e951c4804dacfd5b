import { useEffect, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { SortablePlace } from './sortableModel';

/** How far (px) the pointer travels before a press becomes a drag, so clicks stay clicks. */
export const DRAG_THRESHOLD = 4;

/** What the pointer drag asks of the grid; read at call time, so always the latest. */
export interface PointerDragActions {
  pickUp(key: string, place: SortablePlace): void;
  pointAt(x: number, y: number): void;
  drop(): void;
  cancel(): void;
}

interface Session {
  pointerId: number;
  startX: number;
  startY: number;
  key: string;
  place: SortablePlace;
  started: boolean;
}

/**
 * Pointer (mouse, pen, touch) dragging of grid items. A press on an item starts a session;
 * past the threshold the item is picked up, every move asks for the place under the pointer,
 * release drops and a cancelled pointer puts it back. Listeners live on the window so the
 * drag follows the pointer outside the item, and they are removed when the session ends or
 * the grid unmounts.
 */
export function usePointerDrag(actions: { readonly current: PointerDragActions | null }) {
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  return function onItemPointerDown(
    event: ReactPointerEvent<HTMLElement>,
    key: string,
    place: SortablePlace,
  ): void {
    if (event.button !== 0 || stop.current) return;
    const session: Session = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      key,
      place,
      started: false,
    };
    const view = event.currentTarget.ownerDocument.defaultView ?? window;

    const onMove = (move: PointerEvent) => {
      if (move.pointerId !== session.pointerId) return;
      if (!session.started) {
        const distance = Math.hypot(move.clientX - session.startX, move.clientY - session.startY);
        if (distance < DRAG_THRESHOLD) return;
        session.started = true;
        actions.current?.pickUp(session.key, session.place);
      }
      actions.current?.pointAt(move.clientX, move.clientY);
    };
    const onUp = (up: PointerEvent) => {
      if (up.pointerId !== session.pointerId) return;
      end();
      if (session.started) actions.current?.drop();
    };
    const onCancel = (cancel: PointerEvent) => {
      if (cancel.pointerId !== session.pointerId) return;
      end();
      if (session.started) actions.current?.cancel();
    };
    const end = () => {
      view.removeEventListener('pointermove', onMove);
      view.removeEventListener('pointerup', onUp);
      view.removeEventListener('pointercancel', onCancel);
      stop.current = null;
    };

    view.addEventListener('pointermove', onMove);
    view.addEventListener('pointerup', onUp);
    view.addEventListener('pointercancel', onCancel);
    stop.current = end;
  };
}
