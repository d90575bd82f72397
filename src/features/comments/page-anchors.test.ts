// @vitest-environment jsdom
/**
 * Why a thread's text is not shown: still loading (the page's document has not received the
 * text, or the editor has not shown it yet) or deleted. A thread read before its page loaded
 * used to say "deleted" for a moment.
 */
import { createBinding, syncYjsChangesToLexical } from '@lexical/yjs';
import { $getRoot, createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { NO_PROVIDER, pageHtmlToYUpdate } from '../page/editor/collab';
import { pageEditorConfig } from '../page/editor/editor-config';
import { unplacedReason } from './page-anchors';
import { encodePosition } from './threads';

const STATE = pageHtmlToYUpdate('p1', '<p>The brave little ship.</p><p>Night fell.</p>');

/** A document holding the page, bound to an editor (as the shared page's is) when asked. */
function pageDoc(bound: boolean) {
  const doc = new Y.Doc();
  if (bound) {
    const editor = createEditor(pageEditorConfig());
    const binding = createBinding(editor, NO_PROVIDER, 'p1', doc, new Map([['p1', doc]]));
    binding.root.getSharedType().observeDeep((events, transaction) => {
      if (transaction.origin !== binding)
        syncYjsChangesToLexical(binding, NO_PROVIDER, events as never, false);
    });
    Y.applyUpdate(doc, STATE);
    editor.update(() => undefined, { discrete: true });
    expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toContain('brave');
  } else Y.applyUpdate(doc, STATE);
  return doc;
}

/** The first block's XmlText and a thread on "brave" in it (the editor's indexes: 1 + offset). */
function braveThread(doc: Y.Doc) {
  const block = doc.get('root', Y.XmlText).toDelta()[0].insert as Y.XmlText;
  const at = (i: number) => encodePosition(Y.createRelativePositionFromTypeIndex(block, 1 + i));
  return { block, thread: { anchor: at(4), head: at(9) } };
}

describe('a thread not shown in the page', () => {
  it('is loading while the page’s document has not received its text', () => {
    const { thread } = braveThread(pageDoc(false));
    expect(unplacedReason(new Y.Doc(), thread)).toBe('loading');
  });

  it('is loading while the editor has not shown the text the document holds', () => {
    const doc = pageDoc(false);
    expect(unplacedReason(doc, braveThread(doc).thread)).toBe('loading');
  });

  it('is loading while the editor mirrors the text but has not committed it yet', () => {
    const doc = pageDoc(false);
    const { block, thread } = braveThread(doc);
    // @lexical/yjs marks a type it binds before the editor's state holding it is committed.
    (block as unknown as { _collabNode: unknown })._collabNode = {};
    expect(unplacedReason(doc, thread)).toBe('loading');
    block.delete(1, 'The brave '.length);
    expect(unplacedReason(doc, thread)).toBe('gone');
  });

  it('is gone once its text was deleted from the loaded page', () => {
    const doc = pageDoc(true);
    const { block, thread } = braveThread(doc);
    block.delete(1, 'The brave '.length);
    expect(unplacedReason(doc, thread)).toBe('gone');
  });

  it('is gone once its paragraph was deleted', () => {
    const doc = pageDoc(true);
    const { thread } = braveThread(doc);
    doc.get('root', Y.XmlText).delete(0, 1);
    expect(unplacedReason(doc, thread)).toBe('gone');
  });
});
