/**
 * The editor of one page: Lexical with rich text, history, lists, links, Markdown shortcuts,
 * sanitised paste, images and a toolbar. Content comes in and goes out as sanitised HTML;
 * edits are serialised after a quiet pause and flushed on blur, page switch, unmount and
 * page hide, so the last keystrokes of a page are never lost.
 */
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $getRoot, $setSelection, CLEAR_HISTORY_COMMAND, HISTORY_MERGE_TAG } from 'lexical';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { pageEditorConfig } from './editor-config';
import { toLinkHref } from './html/link-href';
import { $importPageHtml } from './html/page-html';
import { PAGE_TRANSFORMERS } from './markdown/page-transformers';
import { type ImageHost, ImageHostContext } from './nodes/image-host';
import { SceneSeparatorProvider } from './nodes/scene-separator';
import { type PageEditorSettings, settingsStyle } from './page-editor-settings';
import { AlignShortcutsPlugin } from './plugins/AlignShortcutsPlugin/AlignShortcutsPlugin';
import { editorPage, setEditorPage } from './plugins/ImagesPlugin/editor-page';
import { ImagesPlugin } from './plugins/ImagesPlugin/ImagesPlugin';
import type { InsertImageHandler } from './plugins/ImagesPlugin/insert-image';
import { LinkSafetyPlugin } from './plugins/LinkSafetyPlugin/LinkSafetyPlugin';
import { PageEdgesPlugin } from './plugins/PageEdgesPlugin/PageEdgesPlugin';
import { PageEditRequestPlugin } from './plugins/PageEditRequestPlugin/PageEditRequestPlugin';
import { PastePlugin } from './plugins/PastePlugin/PastePlugin';
import { SelectionWalkGuardPlugin } from './plugins/SelectionWalkGuardPlugin/SelectionWalkGuardPlugin';
import { type PageSerializer, SerializePlugin } from './plugins/SerializePlugin/SerializePlugin';
import { ToolbarPlugin } from './plugins/ToolbarPlugin/ToolbarPlugin';
import { TypewriterPlugin } from './plugins/TypewriterPlugin/TypewriterPlugin';
import './editor.css';

/** Default quiet time, in milliseconds, before an edited page is serialised. */
export const SERIALIZE_DELAY_MS = 400;
/**
 * Longest time, in milliseconds, an edit waits to be serialised while the author types without
 * a pause: with the worker's store this keeps every keystroke in the database within a second.
 */
export const SERIALIZE_MAX_WAIT_MS = 600;

/** What the host can do with a mounted {@link PageEditor} (through `ref`). */
export interface PageEditorHandle {
  /**
   * Reports unsaved edits now (calls `onChange` synchronously) and returns the HTML, or null
   * when nothing was pending. Call it from `pagehide`/`beforeunload` or before saving a file.
   */
  flush(): string | null;
  /** The page's current sanitised HTML, serialised now (does not call `onChange`). */
  getHtml(): string;
  /** Moves the caret into the text. */
  focus(): void;
}

/** Props of {@link PageEditor}. */
export interface PageEditorProps {
  /** Identifies the page; a new key loads `initialHtml` as a new page. */
  pageKey: string;
  /** The page's stored HTML, read when the page (key) is first shown, not when it changes. */
  initialHtml: string;
  /** Accessible name of the text box: the page's title. */
  label: string;
  /**
   * Receives the page's sanitised HTML with the key of the page it belongs to (after a page
   * switch the previous page's last edits arrive with the previous key).
   */
  onChange: (html: string, pageKey: string) => void;
  /** Told when the page gets unsaved edits (true) and when they have been reported (false). */
  onDirtyChange?: (dirty: boolean, pageKey: string) => void;
  /** Stores a picked, pasted or dropped image; without it there is no image button. */
  onInsertImage?: InsertImageHandler;
  /** Shows the images of the project folder and brings back missing ones. */
  imageHost?: ImageHost;
  /** Page setup: font, size, line height, indentation, tab width. */
  settings?: PageEditorSettings;
  /** Quiet time before serialising, in milliseconds (default {@link SERIALIZE_DELAY_MS}). */
  serializeDelayMs?: number;
  /** Longest wait while edits keep coming (default {@link SERIALIZE_MAX_WAIT_MS}). */
  serializeMaxWaitMs?: number;
  ref?: Ref<PageEditorHandle>;
  /** The formatting toolbar above the text (default shown). */
  showToolbar?: boolean;
  /** Keep the caret's line at a steady height while typing. */
  typewriter?: boolean;
  /**
   * Shown, not edited (another tab writes the book): typing is impossible, and a new
   * `initialHtml` of the same page replaces the content (the page follows the other tab's saves).
   */
  readOnly?: boolean;
  /**
   * A shared book's page (features/sync): this plugin binds the editor to the page's shared
   * document in place of the local undo history, and the content comes from that document, not
   * from `initialHtml`. Give the editor a React key per page: it edits one page's document.
   */
  collaboration?: ReactNode;
}

/**
 * One Lexical editor for one page at a time. The editor stays mounted when another page opens:
 * the previous page's last edits are reported, then the new page's HTML replaces the content
 * and the undo history starts afresh (creating an editor and its plugins for every page would
 * cost more than loading the page).
 */
export function PageEditor({ settings, imageHost, ...props }: PageEditorProps) {
  return (
    <div
      className={props.typewriter ? 'sb-editor sb-editor--typewriter' : 'sb-editor'}
      style={settingsStyle(settings)}
    >
      <SceneSeparatorProvider>
        <ImageHostContext.Provider value={imageHost ?? null}>
          <LexicalComposer
            initialConfig={{
              ...pageEditorConfig(reportError),
              // The composer sets this once it is mounted, after the body's own setting. A shared
              // page takes keys once its document is bound (its plugin makes it editable).
              editable: !props.readOnly && !props.collaboration,
              editorState: props.collaboration
                ? null
                : (editor) => $importPageHtml(editor, props.initialHtml),
            }}
          >
            <PageEditorBody {...props} />
          </LexicalComposer>
        </ImageHostContext.Provider>
      </SceneSeparatorProvider>
    </div>
  );
}

function PageEditorBody({
  pageKey,
  initialHtml,
  label,
  onChange,
  onDirtyChange,
  onInsertImage,
  serializeDelayMs = SERIALIZE_DELAY_MS,
  serializeMaxWaitMs = SERIALIZE_MAX_WAIT_MS,
  ref,
  showToolbar = true,
  typewriter = false,
  readOnly = false,
  collaboration,
}: Omit<PageEditorProps, 'settings' | 'imageHost'>) {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const serializer = useRef<PageSerializer | null>(null);
  // The page the editor holds; changed only here, after that page's edits are reported.
  const loadedKey = useRef(pageKey);
  if (editorPage(editor) === undefined) setEditorPage(editor, pageKey);
  const [imageFailed, setImageFailed] = useState(false);
  const onImageFailure = useCallback(() => setImageFailed(true), []);

  // Another page: report the previous page's last keystrokes under its own key, then load the
  // new page (not an edit: history-merge, and no undo back into the previous page).
  const shownHtml = useRef(initialHtml);
  // A shared page's content comes from its document: a new `initialHtml` never replaces it.
  const shared = collaboration != null;
  const loadedOk = useRef(true);
  useLayoutEffect(() => {
    const samePage = loadedKey.current === pageKey;
    if (samePage && (!readOnly || shared || shownHtml.current === initialHtml)) {
      editor.setEditable(loadedOk.current && !readOnly);
      return;
    }
    shownHtml.current = initialHtml;
    if (!samePage) serializer.current?.flush();
    loadedKey.current = pageKey;
    setEditorPage(editor, pageKey);
    // Emptied first, so Lexical drops the previous page's DOM at once rather than node by node.
    // No undo back into the previous page: the history is cleared in the same update (a command
    // dispatched outside an update is an update of its own, which copies the whole page's state;
    // after loading a long page that would cost as much again as the load).
    editor.update(
      () => {
        editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
        $getRoot().clear();
        $setSelection(null);
      },
      { tag: HISTORY_MERGE_TAG, discrete: true },
    );
    let loaded = false;
    editor.update(
      () => {
        $importPageHtml(editor, initialHtml);
        loaded = true;
      },
      { tag: HISTORY_MERGE_TAG, discrete: true },
    );
    // A page Lexical could not load (the error went to onError) is not editable: typing into the
    // empty editor must never be saved over the stored page.
    loadedOk.current = loaded;
    editor.setEditable(loaded && !readOnly);
    setImageFailed(false);
  }, [editor, pageKey, initialHtml, readOnly, shared]);

  useImperativeHandle(
    ref,
    () => ({
      flush: () => serializer.current?.flush() ?? null,
      getHtml: () => serializer.current?.getHtml() ?? '',
      focus: () => editor.focus(),
    }),
    [editor],
  );

  // Focus moving to the toolbar or link form stays "inside"; leaving the editor saves.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && element.contains(next)) return;
      serializer.current?.flush();
    };
    element.addEventListener('focusout', onFocusOut);
    return () => element.removeEventListener('focusout', onFocusOut);
  }, []);

  return (
    <div ref={frame} className="sb-editor__frame">
      {showToolbar && (
        <ToolbarPlugin onInsertImage={onInsertImage} onImageFailure={onImageFailure} />
      )}
      {typewriter && <TypewriterPlugin />}
      {imageFailed && (
        <p role="alert" className="sb-editor__message">
          {t('editor.image_failed')}
          <button type="button" onClick={() => setImageFailed(false)}>
            {t('editor.dismiss')}
          </button>
        </p>
      )}
      <RichTextPlugin
        contentEditable={
          <ContentEditable
            className="sb-editor__content"
            ariaLabel={label}
            ariaMultiline
            spellCheck
          />
        }
        ErrorBoundary={LexicalErrorBoundary}
      />
      <SelectionWalkGuardPlugin />
      {collaboration ?? <HistoryPlugin />}
      <ListPlugin />
      <LinkPlugin validateUrl={isLinkable} />
      <LinkSafetyPlugin />
      <MarkdownShortcutPlugin transformers={PAGE_TRANSFORMERS} />
      <AlignShortcutsPlugin />
      <PageEdgesPlugin />
      <PastePlugin />
      <PageEditRequestPlugin pageKey={loadedKey} />
      {onInsertImage && <ImagesPlugin onInsertImage={onInsertImage} onFailure={onImageFailure} />}
      <SerializePlugin
        pageKey={loadedKey}
        onChange={onChange}
        onDirtyChange={onDirtyChange}
        delayMs={serializeDelayMs}
        maxWaitMs={serializeMaxWaitMs}
        serializerRef={serializer}
      />
    </div>
  );
}

function isLinkable(url: string): boolean {
  return toLinkHref(url) === url;
}

function reportError(error: Error): void {
  console.error('Page editor error', error);
}
