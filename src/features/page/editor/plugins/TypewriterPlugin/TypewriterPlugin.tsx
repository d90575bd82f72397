/** Keeps the caret's line at a steady height while the author types (typewriter scrolling). */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect } from 'react';
import { scrollParentOf } from '../../../../../components/scroll-within';
import { typewriterDelta } from './typewriter-scroll';

function caretRect(): DOMRect | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const rect = range.getBoundingClientRect();
  if (rect.height > 0) return rect;
  // An empty line has no box of its own: use the element the caret is in.
  const node = range.startContainer;
  const element = node instanceof HTMLElement ? node : node.parentElement;
  return element?.getBoundingClientRect() ?? null;
}

export function TypewriterPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
        const root = editor.getRootElement();
        // Only while the author is writing here, not when a page loads or another view edits.
        if (!root || !root.contains(document.activeElement)) return;
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
        requestAnimationFrame(() => {
          const rect = caretRect();
          if (!rect) return;
          const scroller = scrollParentOf(root);
          const isDocument = scroller === document.scrollingElement;
          const view = isDocument
            ? { top: 0, height: window.innerHeight }
            : { top: scroller.getBoundingClientRect().top, height: scroller.clientHeight };
          const delta = typewriterDelta(rect.top, view.top, view.height);
          if (delta !== 0) scroller.scrollBy({ top: delta });
        });
      }),
    [editor],
  );
  return null;
}
