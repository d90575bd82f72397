/**
 * Scrolling a thing into view inside its own region. `Element.scrollIntoView` scrolls every
 * ancestor, the shell's fixed grid too (it hides its overflow, and a script may still scroll
 * it), which slides the toolbar or the info bar out of the window; these scroll one region.
 */

/** The element that scrolls `element`: the nearest scrollable ancestor, else the document. */
export function scrollParentOf(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

/**
 * Scrolls only `element`'s own scroll region so the element's top is at the region's top
 * (`start`) or the element is in the region's middle (`center`).
 */
export function scrollWithin(element: HTMLElement, block: 'start' | 'center' = 'start'): void {
  const scroller = scrollParentOf(element);
  const box = element.getBoundingClientRect();
  const view =
    scroller === document.scrollingElement
      ? { top: 0, height: window.innerHeight }
      : scroller.getBoundingClientRect();
  const offset =
    block === 'start'
      ? box.top - view.top
      : box.top + box.height / 2 - (view.top + view.height / 2);
  scroller.scrollTop += offset;
}
