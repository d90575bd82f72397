/**
 * The shared page's collaboration, put in the page editor in place of its local undo history:
 * `CollaborationPlugin` bound to the page's Y document (id = the page id) on the book's server,
 * the page's state from this browser applied first, every update kept in this browser, the
 * others' cursors and selections in their colours; who is on the page goes to `pageAwarenessAtom`.
 */
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { LexicalCollaboration } from '@lexical/react/LexicalCollaborationContext';
import { CollaborationPlugin } from '@lexical/react/LexicalCollaborationPlugin';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useCallback, useEffect, useRef } from 'react';
import * as Y from 'yjs';
import { pageDocName } from '../../../workers/contract/collab';
import { useSetAtom } from '../../state/jotai';
import { skipUntouchedNodes } from './binding-walk';
import { documentProvider } from './connection';
import { lexicalProvider } from './page-provider';
import { keepPageUpdates } from './page-updates';
import { pageAwarenessAtom } from './sync-atoms';
import type { SyncSettings } from './sync-settings';

// Each key typed syncs only what it touched, not the whole page (binding-walk.ts).
skipUntouchedNodes();

export interface SharedPageProps {
  settings: SyncSettings;
  pageId: string;
  /** The page's Y state in this browser (null: none, the server's or a fresh one is used). */
  localState: Uint8Array | null;
  /** Whether the author may type (not a reader's or commenter's page, not written elsewhere). */
  editable: boolean;
  /** Keeps an update of the page in this browser. */
  storeUpdate: (pageId: string, update: Uint8Array) => void;
}

export function SharedPagePlugin({
  settings,
  pageId,
  localState,
  editable,
  storeUpdate,
}: SharedPageProps) {
  const { server, secret, bookId } = settings;
  const cursors = useRef<HTMLDivElement>(null);
  const live = useRef<{ provider: HocuspocusProvider; stop: () => void } | null>(null);
  const setAwareness = useSetAtom(pageAwarenessAtom);
  const latestStore = useRef(storeUpdate);
  latestStore.current = storeUpdate;

  // Nothing is typed before the binding holds the page's state (keys typed earlier would not
  // reach the document): the editor starts not editable (PageEditor) and takes keys once the
  // provider has connected; after that `editable` follows the role and the one-writer lock.
  const [editor] = useLexicalComposerContext();
  const bound = useRef(false);
  const latestEditable = useRef(editable);
  latestEditable.current = editable;
  useEffect(() => {
    if (bound.current) editor.setEditable(editable);
  }, [editor, editable]);
  const onConnected = useCallback(() => {
    bound.current = true;
    editor.setEditable(latestEditable.current);
  }, [editor]);

  const providerFactory = useCallback(
    (id: string, docMap: Map<string, Y.Doc>) => {
      live.current?.stop();
      const doc = new Y.Doc();
      docMap.set(id, doc);
      const provider = documentProvider({ server, secret }, pageDocName(bookId, pageId), doc);
      const kept = keepPageUpdates(doc, (update) => latestStore.current(pageId, update));
      live.current = {
        provider,
        stop: () => {
          kept.stop();
          provider.destroy();
        },
      };
      setAwareness(provider.awareness);
      return lexicalProvider(provider, localState, onConnected);
    },
    [server, secret, bookId, pageId, localState, setAwareness, onConnected],
  );
  // Ended after the editor lets it go (a remount in the same task, as React's strict mode does,
  // keeps it).
  const ending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(ending.current);
    return () => {
      ending.current = setTimeout(() => {
        const ended = live.current;
        live.current = null;
        if (!ended) return;
        ended.stop();
        setAwareness((shown) => (shown === ended.provider.awareness ? null : shown));
      }, 0);
    };
  }, [setAwareness]);

  return (
    <LexicalCollaboration>
      <div ref={cursors} className="sync-cursors" />
      <CollaborationPlugin
        id={pageId}
        providerFactory={providerFactory}
        shouldBootstrap={localState === null}
        username={settings.name}
        cursorColor={settings.colour}
        cursorsContainerRef={cursors}
      />
    </LexicalCollaboration>
  );
}
