/**
 * Hands a press to the drag-and-drop sensor only once the pointer has moved. dnd-kit starts a
 * sensor on every press and ends it with a drag-end on release, and each of these re-renders
 * every visible row; a plain click (the common case: select or open a row) now costs none of
 * that. The press event itself is handed over, so the sensor measures its activation distance
 * from where the pointer went down, as it would have.
 */
import type { PointerEvent as ReactPointerEvent } from 'react';

/** Movement, in CSS pixels, after which the press is handed to the sensor (its own is larger). */
export const HAND_OVER_DISTANCE = 3;

/** A press handler, as dnd-kit's `listeners.onPointerDown`. */
export type PressHandler = (event: ReactPointerEvent) => void;

/** `onPointerDown` for a row: calls `start` with the press once the pointer moves, not before. */
export function deferUntilMoved(start: PressHandler): PressHandler {
  return (press) => {
    if (press.button !== 0 || !press.isPrimary) return;
    const view = (press.view as unknown as Window | null) ?? window;
    const { clientX: x, clientY: y, pointerId } = press;
    const stop = () => {
      view.removeEventListener('pointermove', onMove, true);
      view.removeEventListener('pointerup', stop, true);
      view.removeEventListener('pointercancel', stop, true);
    };
    const onMove = (move: PointerEvent) => {
      if (move.pointerId !== pointerId) return;
      if (Math.hypot(move.clientX - x, move.clientY - y) < HAND_OVER_DISTANCE) return;
      stop();
      start(press);
    };
    view.addEventListener('pointermove', onMove, true);
    view.addEventListener('pointerup', stop, true);
    view.addEventListener('pointercancel', stop, true);
  };
}
