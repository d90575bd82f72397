/**
 * A page's text as a Yjs document, exactly as the collaborative editor writes it (issue 31):
 * the page editor's own nodes bound with `@lexical/yjs` (a V1 binding, root `XmlText` named
 * `'root'`, binding id = the page id), the same as `CollaborationPlugin` with `id={pageId}`.
 * HTML goes in and out through the editor's own import and export (`html/page-html.ts`), so
 * `yStateToPageHtml` answers what the page editor would store.
 *
 * API (main thread only: Lexical's HTML import needs DOMParser; each call handles one page):
 * - `pageHtmlToYUpdate(pageId, html)` → the page's whole Y state, made deterministically
 *   (the Y.Doc's clientID is a hash of pageId + html), so two devices bootstrapping the same
 *   text make byte-identical updates and Yjs keeps one copy.
 * - `yStateToPageHtml(pageId, state)` → the page HTML a Y state holds ('' for an empty page).
 * - `applyHtmlToYState(pageId, state, newHtml)` → `{ state, changed }`: the Y state changed as
 *   little as it takes to hold `newHtml` (unchanged top-level blocks keep their Yjs items, so
 *   edits made elsewhere to other blocks merge cleanly; a changed block is replaced whole).
 *   Its clientID is a hash of pageId + the state vector + newHtml (same input, same update).
 * - `mergeYStates(states)` → one state holding them all (Yjs merge; order does not matter).
 * Malformed states throw (`Y.applyUpdate`'s error); callers refuse them.
 */
import {
  type Binding,
  createBinding,
  type Provider,
  syncLexicalUpdateToYjs,
  syncYjsChangesToLexical,
} from '@lexical/yjs';
import {
  $getRoot,
  $isElementNode,
  createEditor,
  type LexicalEditor,
  type LexicalNode,
  SKIP_COLLAB_TAG,
} from 'lexical';
import * as Y from 'yjs';
import { hashToClientId } from '../../../../../workers/contract/collab';
import { pageEditorConfig } from '../editor-config';
import { $exportPageHtml, $pageBlocksFromHtml } from '../html/page-html';
import { diffBlocks } from './block-diff';

/** A provider that is never connected: headless conversions have no awareness or cursors. */
export const NO_PROVIDER: Provider = {
  awareness: {
    getLocalState: () => null,
    getStates: () => new Map(),
    off: () => undefined,
    on: () => undefined,
    setLocalState: () => undefined,
    setLocalStateField: () => undefined,
  },
  connect: () => undefined,
  disconnect: () => undefined,
  off: () => undefined,
  on: () => undefined,
};

interface BoundPage {
  editor: LexicalEditor;
  binding: Binding;
  doc: Y.Doc;
  dispose(): void;
}

/** A headless page editor bound to `doc` as CollaborationPlugin binds it. */
function bindPage(pageId: string, doc: Y.Doc): BoundPage {
  const editor = createEditor(pageEditorConfig());
  const binding = createBinding(editor, NO_PROVIDER, pageId, doc, new Map([[pageId, doc]]));
  const shared = binding.root.getSharedType();
  const onYjs = (events: Array<Y.YEvent<Y.Text>>, transaction: Y.Transaction) => {
    if (transaction.origin !== binding)
      syncYjsChangesToLexical(binding, NO_PROVIDER, events, false);
  };
  shared.observeDeep(onYjs as Parameters<typeof shared.observeDeep>[0]);
  const stop = editor.registerUpdateListener((update) => {
    if (update.tags.has(SKIP_COLLAB_TAG)) return;
    syncLexicalUpdateToYjs(
      binding,
      NO_PROVIDER,
      update.prevEditorState,
      update.editorState,
      update.dirtyElements,
      update.dirtyLeaves,
      update.normalizedNodes,
      update.tags,
    );
  });
  return {
    editor,
    binding,
    doc,
    dispose: () => {
      stop();
      shared.unobserveDeep(onYjs as Parameters<typeof shared.observeDeep>[0]);
      binding.root.destroy(binding);
      doc.destroy();
    },
  };
}

/** Runs the editor's pending updates now (headless updates otherwise commit in a microtask). */
function flush(editor: LexicalEditor): void {
  editor.update(() => undefined, { discrete: true });
}

/** A bound page holding `state` (a Y update), its text loaded into the editor. */
function loadPage(pageId: string, state: Uint8Array, clientId?: number): BoundPage {
  const doc = new Y.Doc();
  if (clientId !== undefined) doc.clientID = clientId;
  const page = bindPage(pageId, doc);
  try {
    Y.applyUpdate(doc, state);
    flush(page.editor);
  } catch (error) {
    page.dispose();
    throw error;
  }
  return page;
}

/** The page's Y state for `html`, made the same way on every device. */
export function pageHtmlToYUpdate(pageId: string, html: string): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = hashToClientId(`${pageId}\n${html}`);
  const page = bindPage(pageId, doc);
  try {
    page.editor.update(
      () => {
        $getRoot().append(...$pageBlocksFromHtml(page.editor, html));
      },
      { discrete: true },
    );
    return Y.encodeStateAsUpdate(doc);
  } finally {
    page.dispose();
  }
}

/** The page HTML (the editor's own export) a Y state holds. */
export function yStateToPageHtml(pageId: string, state: Uint8Array): string {
  const page = loadPage(pageId, state);
  try {
    return page.editor.read(() => $exportPageHtml(page.editor));
  } finally {
    page.dispose();
  }
}

/** Recursive JSON of a block: what the diff compares (two blocks alike hold the same text). */
function blockShape(node: LexicalNode): unknown {
  const json = node.exportJSON() as unknown as Record<string, unknown>;
  if ($isElementNode(node)) json.children = node.getChildren().map(blockShape);
  return json;
}

const signature = (node: LexicalNode) => JSON.stringify(blockShape(node));

/** `state` changed minimally to hold `newHtml`; `changed` is false when it already did. */
export function applyHtmlToYState(
  pageId: string,
  state: Uint8Array,
  newHtml: string,
): { state: Uint8Array; changed: boolean } {
  const vector = Y.encodeStateVectorFromUpdate(state);
  const clientId = hashToClientId(`${pageId}\n${Array.from(vector).join(',')}\n${newHtml}`);
  const page = loadPage(pageId, state, clientId);
  try {
    const before = Y.encodeStateVector(page.doc);
    page.editor.update(
      () => {
        const root = $getRoot();
        const old = root.getChildren();
        const next = $pageBlocksFromHtml(page.editor, newHtml);
        const plan = diffBlocks(old.map(signature), next.map(signature));
        for (const index of plan.removedOld) old[index]?.remove();
        let previous: LexicalNode | null = null;
        for (const [index, node] of next.entries()) {
          const kept = plan.keptNewToOld.get(index);
          if (kept !== undefined) {
            previous = old[kept] ?? previous;
            continue;
          }
          if (previous) previous.insertAfter(node);
          else {
            const first = root.getFirstChild();
            if (first) first.insertBefore(node);
            else root.append(node);
          }
          previous = node;
        }
      },
      { discrete: true },
    );
    const after = Y.encodeStateVector(page.doc);
    const changed = !sameBytes(before, after) || !sameBytes(vector, after);
    return { state: Y.encodeStateAsUpdate(page.doc), changed };
  } finally {
    page.dispose();
  }
}

/** One Y state holding every one of `states` (Yjs merge: any order gives the same document). */
export function mergeYStates(states: readonly Uint8Array[]): Uint8Array {
  const doc = new Y.Doc();
  try {
    for (const state of states) Y.applyUpdate(doc, state);
    return Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
