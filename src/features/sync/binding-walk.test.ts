// @vitest-environment jsdom
/** The page's changes reach its Y document the same with the untouched nodes skipped. */

import { $createHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import {
  type Binding,
  createYjsBinding,
  syncLexicalUpdateToYjs,
  syncYjsChangesToLexical,
} from '@lexical/yjs';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isElementNode,
  $isTextNode,
  createEditor,
  type ElementNode,
  type LexicalEditor,
  SKIP_COLLAB_TAG,
  type TextNode,
} from 'lexical';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { NO_PROVIDER } from '../page/editor/collab';
import { skipUntouchedNodes } from './binding-walk';

interface Bound {
  editor: LexicalEditor;
  binding: Binding;
  doc: Y.Doc;
}

/** An editor bound to a Y document as CollaborationPlugin binds it (both directions). */
function bind(doc: Y.Doc): Bound {
  const editor = createEditor({
    nodes: [HeadingNode, QuoteNode],
    onError: (e) => {
      throw e;
    },
  });
  const binding = createYjsBinding({ editor, id: 'page', doc, docMap: new Map([['page', doc]]) });
  binding.root.getSharedType().observeDeep((events, transaction) => {
    if (transaction.origin !== binding)
      syncYjsChangesToLexical(binding, NO_PROVIDER, events as never, false);
  });
  editor.registerUpdateListener((u) => {
    if (u.tags.has(SKIP_COLLAB_TAG)) return;
    syncLexicalUpdateToYjs(
      binding,
      NO_PROVIDER,
      u.prevEditorState,
      u.editorState,
      u.dirtyElements,
      u.dirtyLeaves,
      u.normalizedNodes,
      u.tags,
    );
  });
  return { editor, binding, doc };
}

/** Two editors on two documents that pass every update to each other. */
function pair(): [Bound, Bound] {
  const a = bind(new Y.Doc());
  const b = bind(new Y.Doc());
  a.doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(b.doc, update, 'remote');
  });
  return [a, b];
}

const flush = (editor: LexicalEditor) => editor.update(() => undefined, { discrete: true });
const json = (editor: LexicalEditor) => JSON.stringify(editor.getEditorState().toJSON());
const text = (editor: LexicalEditor, index: number): TextNode => {
  const block = $getRoot().getChildAtIndex<ElementNode>(index);
  const run = block?.getFirstChild();
  if (!$isTextNode(run)) throw new Error(`no text in block ${index}`);
  return run;
};

function fill(editor: LexicalEditor, blocks: number) {
  editor.update(
    () => {
      for (let i = 0; i < blocks; i++)
        $getRoot().append($createParagraphNode().append($createTextNode(`Block ${i} words.`)));
    },
    { discrete: true },
  );
}

afterAll(() => vi.restoreAllMocks());

describe('skipUntouchedNodes', () => {
  it('wraps the library’s walk (a Lexical upgrade that renames it fails here)', () => {
    expect(skipUntouchedNodes()).toBe(true);
    expect(skipUntouchedNodes()).toBe(true);
  });

  it('visits only the touched block when a key is typed in a long page', () => {
    skipUntouchedNodes();
    const [a] = pair();
    fill(a.editor, 200);
    const textNode = [...a.binding.collabNodeMap.values()].find(
      (node) => 'syncPropertiesAndTextFromLexical' in node,
    );
    const textProto = Object.getPrototypeOf(textNode) as {
      syncPropertiesAndTextFromLexical: (...args: unknown[]) => void;
    };
    const visits = vi.spyOn(textProto, 'syncPropertiesAndTextFromLexical');
    a.editor.update(() => text(a.editor, 150).setTextContent('Block 150 words, and more.'), {
      discrete: true,
    });
    expect(visits).toHaveBeenCalledTimes(1);
    visits.mockRestore();
  });

  it('brings every kind of change to the other copy, exactly', () => {
    skipUntouchedNodes();
    const [a, b] = pair();
    fill(a.editor, 40);
    flush(b.editor);
    const edits: Array<() => void> = [
      () => text(a.editor, 30).setTextContent('Typed into block thirty.'),
      () => text(a.editor, 10).toggleFormat('bold'),
      () => $getRoot().getChildAtIndex(5)?.remove(),
      () =>
        $getRoot()
          .getChildAtIndex(7)
          ?.insertAfter($createParagraphNode().append($createTextNode('New block.'))),
      () => {
        const old = $getRoot().getChildAtIndex<ElementNode>(2);
        if (!old || !$isElementNode(old)) return;
        const heading = $createHeadingNode('h2');
        heading.append(...old.getChildren());
        old.replace(heading);
      },
      () => $getRoot().getChildAtIndex<ElementNode>(12)?.setFormat('center'),
      () => {
        const moved = $getRoot().getChildAtIndex(0);
        if (moved) $getRoot().append(moved);
      },
      () => text(a.editor, 20).splitText(3, 6),
    ];
    for (const edit of edits) {
      a.editor.update(edit, { discrete: true });
      flush(b.editor);
      expect(json(b.editor)).toBe(json(a.editor));
    }
    // A third copy made from the document alone holds the same page.
    const c = bind(new Y.Doc());
    Y.applyUpdate(c.doc, Y.encodeStateAsUpdate(a.doc));
    flush(c.editor);
    expect(json(c.editor)).toBe(json(a.editor));
  });
});
