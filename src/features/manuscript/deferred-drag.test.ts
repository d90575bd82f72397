// @vitest-environment jsdom
/** A press reaches the drag sensor only once the pointer moves. */
import type { PointerEvent as ReactPointerEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferUntilMoved, HAND_OVER_DISTANCE } from './deferred-drag';

const press = (over: Partial<ReactPointerEvent> = {}) =>
  ({
    button: 0,
    isPrimary: true,
    clientX: 100,
    clientY: 50,
    pointerId: 1,
    view: window,
    ...over,
  }) as unknown as ReactPointerEvent;

function pointer(type: string, init: { x?: number; y?: number; pointerId?: number } = {}) {
  const event = new MouseEvent(type, { clientX: init.x ?? 100, clientY: init.y ?? 50 });
  Object.defineProperty(event, 'pointerId', { value: init.pointerId ?? 1 });
  window.dispatchEvent(event);
}

afterEach(() => {
  pointer('pointerup');
});

describe('deferUntilMoved', () => {
  it('does not start the sensor for a plain click', () => {
    const start = vi.fn();
    deferUntilMoved(start)(press());
    pointer('pointermove', { x: 101 }); // a tremble under the threshold
    pointer('pointerup');
    pointer('pointermove', { x: 140 }); // after the release: not a drag
    expect(start).not.toHaveBeenCalled();
  });

  it('hands the press itself to the sensor once the pointer moves, once', () => {
    const start = vi.fn();
    const down = press();
    deferUntilMoved(start)(down);
    pointer('pointermove', { x: 100, y: 50 + HAND_OVER_DISTANCE, pointerId: 2 }); // another pointer
    expect(start).not.toHaveBeenCalled();
    pointer('pointermove', { x: 100, y: 50 + HAND_OVER_DISTANCE });
    pointer('pointermove', { x: 100, y: 80 });
    expect(start).toHaveBeenCalledOnce();
    expect(start).toHaveBeenCalledWith(down);
  });

  it('ignores other buttons and secondary pointers, and a cancelled press', () => {
    const start = vi.fn();
    const handler = deferUntilMoved(start);
    handler(press({ button: 2 }));
    handler(press({ isPrimary: false }));
    pointer('pointermove', { x: 150 });
    expect(start).not.toHaveBeenCalled();
    handler(press());
    pointer('pointercancel');
    pointer('pointermove', { x: 150 });
    expect(start).not.toHaveBeenCalled();
  });
});
