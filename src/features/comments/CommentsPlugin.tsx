/**
 * In the shared page's editor: follows the selection (what a comment would be added to), draws
 * the threads' text with the CSS Custom Highlight API (`::highlight(sb-comment)`: no change to
 * the editor's DOM), tells the panel where each thread stands in the page, opens the composer
 * with Ctrl/Cmd+Alt+M, and selects a thread's text when the panel asks.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect } from 'react';
import { useAtomValue } from '../../state/jotai';
import { pageAwarenessAtom } from '../sync';
import type { CommentsSession } from './comments-session';
import { type PageAwareness, rangeOf, selectionTarget, unplacedReason } from './page-anchors';

const HIGHLIGHT = 'sb-comment';
const HIGHLIGHT_ACTIVE = 'sb-comment-active';

const highlights = () =>
  typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function'
    ? CSS.highlights
    : null;

/** Ctrl/Cmd+Alt+M (the key, not the character: Alt changes it on some keyboards). */
export const isCommentShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.altKey && !event.shiftKey && event.code === 'KeyM';

export function CommentsPlugin({ session }: { session: CommentsSession }) {
  const [editor] = useLexicalComposerContext();
  const awareness = useAtomValue(pageAwarenessAtom) as unknown as PageAwareness | null;

  useEffect(() => {
    if (!awareness) return;
    session.editor = editor;
    let queued = false;
    const draw = () => {
      queued = false;
      session.setTarget(selectionTarget(editor, awareness));
      const order: { id: string; range: Range }[] = [];
      const gone = new Set<string>();
      const loading = new Set<string>();
      const plain: Range[] = [];
      const active: Range[] = [];
      for (const thread of session.threads) {
        const range = rangeOf(editor, awareness.doc, thread);
        if (!range || range.collapsed) {
          // Not "deleted" while the page's document is still loading the text (issue 31).
          const why = unplacedReason(awareness.doc, thread);
          (why === 'loading' ? loading : gone).add(thread.id);
          continue;
        }
        order.push({ id: thread.id, range });
        if (thread.resolved && !session.showResolved) continue;
        (thread.id === session.activeId ? active : plain).push(range);
      }
      order.sort(
        (a, b) =>
          a.range.compareBoundaryPoints(Range.START_TO_START, b.range) ||
          a.range.compareBoundaryPoints(Range.END_TO_END, b.range),
      );
      session.setPlaces({ order: order.map((o) => o.id), gone, loading });
      const registry = highlights();
      if (registry) {
        registry.set(HIGHLIGHT, new Highlight(...plain));
        registry.set(HIGHLIGHT_ACTIVE, new Highlight(...active));
      }
    };
    // After the collaboration's own listener has put the selection in the awareness state.
    const later = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(draw);
    };
    const stopUpdates = editor.registerUpdateListener(later);
    const stopSession = session.subscribe(later);
    later();
    return () => {
      stopUpdates();
      stopSession();
      if (session.editor === editor) session.editor = null;
      highlights()?.delete(HIGHLIGHT);
      highlights()?.delete(HIGHLIGHT_ACTIVE);
    };
  }, [editor, session, awareness]);

  // The shortcut works in a read-only page too (a commenter's), where the editor has no focus.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isCommentShortcut(event)) return;
      const root = editor.getRootElement();
      const selection = window.getSelection();
      if (!root || !selection?.anchorNode || !root.contains(selection.anchorNode)) return;
      event.preventDefault();
      session.compose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, session]);

  return null;
}

/** Selects a thread's text in the page and brings it into view (false: it is gone). */
export function selectThreadText(
  session: CommentsSession,
  awareness: PageAwareness | null,
  threadId: string,
): boolean {
  const editor = session.editor;
  const thread = session.threads.find((t) => t.id === threadId);
  if (!editor || !awareness || !thread) return false;
  const range = rangeOf(editor, awareness.doc, thread);
  if (!range || range.collapsed) return false;
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  const at = range.startContainer;
  (at instanceof Element ? at : at.parentElement)?.scrollIntoView({
    block: 'center',
    behavior: 'smooth',
  });
  return true;
}
