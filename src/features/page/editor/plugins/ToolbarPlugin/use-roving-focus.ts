/**
 * The WAI-ARIA toolbar pattern: one Tab stop for the whole toolbar, arrow keys (and Home/End)
 * move between its enabled buttons, and focus comes back to the last button used.
 */
import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';

const ALL_ITEMS_SELECTOR = 'button[data-toolbar-item]';
const ITEM_SELECTOR = `${ALL_ITEMS_SELECTOR}:not(:disabled)`;

/** Handlers for the toolbar element whose items are `button[data-toolbar-item]`. */
export function useRovingFocus(toolbarRef: RefObject<HTMLElement | null>): {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
} {
  const active = useRef(0);

  // After every render: items may have been enabled or disabled (undo, redo).
  useLayoutEffect(() => {
    const toolbar = toolbarRef.current;
    if (!toolbar) return;
    for (const item of toolbar.querySelectorAll<HTMLButtonElement>(ALL_ITEMS_SELECTOR)) {
      item.tabIndex = -1;
    }
    const items = itemsOf(toolbar);
    const current = items[Math.min(active.current, items.length - 1)];
    if (current) current.tabIndex = 0;
  });

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const items = itemsOf(toolbarRef.current);
      const index = items.indexOf(event.target as HTMLButtonElement);
      if (index < 0) return;
      active.current = index;
      items.forEach((item, i) => {
        item.tabIndex = i === index ? 0 : -1;
      });
    },
    [toolbarRef],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const items = itemsOf(toolbarRef.current);
      const index = items.indexOf(event.target as HTMLButtonElement);
      if (index < 0 || items.length === 0) return;
      const toolbar = toolbarRef.current;
      const rtl = toolbar !== null && getComputedStyle(toolbar).direction === 'rtl';
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
      let next: number;
      switch (event.key) {
        case forward:
          next = (index + 1) % items.length;
          break;
        case backward:
          next = (index - 1 + items.length) % items.length;
          break;
        case 'Home':
          next = 0;
          break;
        case 'End':
          next = items.length - 1;
          break;
        default:
          return;
      }
      event.preventDefault();
      items[next]?.focus();
    },
    [toolbarRef],
  );

  return { onKeyDown, onFocus };
}

function itemsOf(toolbar: HTMLElement | null): HTMLButtonElement[] {
  return toolbar ? Array.from(toolbar.querySelectorAll<HTMLButtonElement>(ITEM_SELECTOR)) : [];
}
