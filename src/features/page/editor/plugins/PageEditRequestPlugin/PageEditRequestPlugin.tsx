/**
 * Applies an edit asked from outside the editor (src/state/page-edit-request.ts: a restore from
 * the page's history) as one ordinary update, so the history plugin records it and Undo takes it
 * back; the serializer then saves it like typing.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createParagraphNode, $getRoot, type LexicalEditor, type LexicalNode } from 'lexical';
import { type RefObject, useEffect } from 'react';
import { appStore } from '../../../../../state/jotai';
import {
  type PageEdit,
  pageEditOutcomeAtom,
  pageEditRequestAtom,
} from '../../../../../state/page-edit-request';
import { $generateNodesFromPageHtml, $importPageHtml } from '../../html/page-html';

const same = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** The top-level nodes of a block's HTML (inline runs wrapped in a paragraph). */
function $blockNodes(editor: LexicalEditor, html: string): LexicalNode[] {
  const nodes = $generateNodesFromPageHtml(editor, html);
  if (nodes.length === 0) return [$createParagraphNode()];
  if (nodes.every((n) => n.isInline())) {
    const paragraph = $createParagraphNode();
    paragraph.append(...nodes);
    return [paragraph];
  }
  return nodes;
}

/** Applies the edit; false when the paragraph it names is no longer there. */
function $apply(editor: LexicalEditor, edit: PageEdit): boolean {
  if (edit.kind === 'page') {
    $importPageHtml(editor, edit.html);
    return true;
  }
  const root = $getRoot();
  const children = root.getChildren();
  let index = edit.index;
  if (!edit.insert && edit.currentText !== null) {
    const expected = edit.currentText;
    const at = children[index];
    if (!at || !same(at.getTextContent(), expected)) {
      index = children.findIndex((c) => same(c.getTextContent(), expected));
      if (index < 0) return false;
    }
  }
  const nodes = $blockNodes(editor, edit.html);
  const anchor = children[index];
  if (edit.insert) {
    if (anchor) for (const node of nodes) anchor.insertBefore(node);
    else root.append(...nodes);
    return true;
  }
  if (!anchor) return false;
  for (const node of nodes) anchor.insertBefore(node);
  anchor.remove();
  return true;
}

export function PageEditRequestPlugin({ pageKey }: { pageKey: RefObject<string> }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    let seen = appStore.get(pageEditRequestAtom)?.seq ?? 0;
    return appStore.sub(pageEditRequestAtom, () => {
      const request = appStore.get(pageEditRequestAtom);
      if (!request || request.seq === seen || request.pageKey !== pageKey.current) return;
      seen = request.seq;
      if (!editor.isEditable()) {
        appStore.set(pageEditOutcomeAtom, { seq: request.seq, applied: false });
        return;
      }
      let applied = false;
      editor.update(
        () => {
          applied = $apply(editor, request.edit);
        },
        { discrete: true },
      );
      appStore.set(pageEditOutcomeAtom, { seq: request.seq, applied });
    });
  }, [editor, pageKey]);
  return null;
}
