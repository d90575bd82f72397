/**
 * Keeps React's commits from walking the whole page. Before every commit React records the
 * focused element's selection so it can restore it afterwards; for an element whose
 * `contentEditable` property reads 'true' it finds the caret's character offset by walking every
 * DOM node of the element, to its very end — on a 20 MB page a walk of hundreds of thousands of
 * nodes on every commit (a save-status change, the toolbar's state) while the author types
 * (issue 23, item 6: 11 s of a profiled typing run). Lexical keeps and restores its own selection
 * and never needs React's, so the editor's root element reports its `contentEditable` as
 * 'inherit' to scripts: the attribute (what the browser edits by, set by Lexical through React)
 * is untouched, and writing the property still writes the attribute.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect } from 'react';

/** Hides the root's contentEditable 'true' from React's selection bookkeeping. */
export function guardSelectionWalk(element: HTMLElement): () => void {
  const native = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'contentEditable')?.set;
  const write = (value: string) => {
    if (native) native.call(element, value);
    else element.setAttribute('contenteditable', value);
  };
  Object.defineProperty(element, 'contentEditable', {
    configurable: true,
    get: () => 'inherit',
    set: write,
  });
  return () => {
    delete (element as { contentEditable?: string }).contentEditable;
  };
}

/** Applies {@link guardSelectionWalk} to whatever root element the editor is given. */
export function SelectionWalkGuardPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    let release: (() => void) | null = null;
    const stop = editor.registerRootListener((root) => {
      release?.();
      release = root ? guardSelectionWalk(root) : null;
    });
    return () => {
      stop();
      release?.();
    };
  }, [editor]);
  return null;
}
