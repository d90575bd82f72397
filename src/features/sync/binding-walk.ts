/**
 * `@lexical/yjs` (0.52) copies every editor change to the page's Y document by walking the whole
 * page from the root: for each of a 20,000-word page's blocks and text runs, on every key typed,
 * it compares the node with its previous state (two child lists made, the node's `__state` read
 * from the Y document) and finds nothing changed. That walk cost about 2 ms a key (S22).
 *
 * `skipUntouchedNodes()` makes the walk step over what the change did not touch, by the rule
 * Lexical's own reconciler uses: a node that is neither dirty nor an ancestor of a dirty node
 * (absent from `dirtyElements` and `dirtyLeaves`) and is the very same object in the previous
 * and the next editor state was not written to, nor was anything under it, so syncing it would
 * change nothing. Everything else goes through the library's own code unchanged.
 *
 * It wraps the private `_syncChildFromLexical` of the library's `CollabElementNode` class, found
 * from a binding's root. If a later version renames it, nothing is wrapped (the walk is just
 * slower) and `binding-walk.test.ts` fails, so the upgrade is noticed.
 */
import { type Binding, createYjsBinding } from '@lexical/yjs';
import { $getNodeByKey, createEditor, type NodeKey, type NodeMap } from 'lexical';
import * as Y from 'yjs';

type SyncChild = (
  this: unknown,
  binding: Binding,
  index: number,
  key: NodeKey,
  prevNodeMap: NodeMap,
  dirtyElements: Map<NodeKey, boolean>,
  dirtyLeaves: Set<NodeKey>,
) => void;

let skipping = false;

/** Wraps the library's walk once; true when it is wrapped (now or before). */
export function skipUntouchedNodes(): boolean {
  if (skipping) return true;
  const doc = new Y.Doc();
  try {
    // A binding is made only to reach the class of its root.
    const binding = createYjsBinding({
      editor: createEditor(),
      id: 'binding-walk',
      doc,
      docMap: new Map([['binding-walk', doc]]),
    });
    const proto = Object.getPrototypeOf(binding.root) as { _syncChildFromLexical?: SyncChild };
    const walk = proto._syncChildFromLexical;
    if (typeof walk !== 'function') return false;
    proto._syncChildFromLexical = function syncTouchedChild(
      this: unknown,
      binding,
      index,
      key,
      prevNodeMap,
      dirtyElements,
      dirtyLeaves,
    ) {
      if (!dirtyElements.has(key) && !dirtyLeaves.has(key)) {
        const previous = prevNodeMap.get(key);
        if (previous !== undefined && previous === $getNodeByKey(key)) return;
      }
      walk.call(this, binding, index, key, prevNodeMap, dirtyElements, dirtyLeaves);
    };
    skipping = true;
    return true;
  } finally {
    doc.destroy();
  }
}
