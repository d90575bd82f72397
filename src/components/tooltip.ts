/**
 * Tooltips (`data-tooltip`, drawn by base.css on hover and keyboard focus) step aside once the
 * author acts: a press or a click on the control, or Escape, hides its tooltip until the pointer
 * leaves the control or focus moves on. Installed once, by the first module that draws them.
 */

const HIDDEN = 'data-tooltip-hidden';
let installed = false;

const tooltipOf = (node: EventTarget | null): Element | null =>
  node instanceof Element ? node.closest('[data-tooltip]') : null;

function hide(element: Element | null): void {
  element?.setAttribute(HIDDEN, '');
}

/**
 * Gives a control its tooltip back once the pointer or focus has left it. Focus leaving while
 * the pointer still rests on the control (a button that opens a drawer and moves focus into it)
 * does not: the tooltip would come back over the drawer; the pointer leaving gives it back.
 */
function restoreOnLeave(event: Event): void {
  const element = tooltipOf(event.target);
  const next = (event as PointerEvent | FocusEvent).relatedTarget;
  if (!element || (next instanceof Node && element.contains(next))) return;
  if (event.type === 'focusout' && element.matches(':hover')) return;
  element.removeAttribute(HIDDEN);
}

/** Listens on the document (capture phase, so no control can keep the event from it). */
export function installTooltipDismissal(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const onPress = (event: Event) => hide(tooltipOf(event.target));
  document.addEventListener('pointerdown', onPress, true);
  document.addEventListener('click', onPress, true);
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      for (const element of document.querySelectorAll('[data-tooltip]:hover')) hide(element);
      hide(tooltipOf(document.activeElement));
    },
    true,
  );
  document.addEventListener('pointerout', restoreOnLeave, true);
  document.addEventListener('focusout', restoreOnLeave, true);
}
