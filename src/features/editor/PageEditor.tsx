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
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageEditorConfig } from './editor-config';
import { toLinkHref } from './html/link-href';
import { $importPageHtml } from './html/page-html';
import { PAGE_TRANSFORMERS } from './markdown/page-transformers';
import { type PageEditorSettings, settingsStyle } from './page-editor-settings';
import { AlignShortcutsPlugin } from './plugins/AlignShortcutsPlugin/AlignShortcutsPlugin';
import { ImagesPlugin } from './plugins/ImagesPlugin/ImagesPlugin';
import type { InsertImageHandler } from './plugins/ImagesPlugin/insert-image';
import { PastePlugin } from './plugins/PastePlugin/PastePlugin';
import { type PageSerializer, SerializePlugin } from './plugins/SerializePlugin/SerializePlugin';
import { ToolbarPlugin } from './plugins/ToolbarPlugin/ToolbarPlugin';
import './editor.css';

/** Default quiet time, in milliseconds, before an edited page is serialised. */
export const SERIALIZE_DELAY_MS = 400;

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
  /** The page's stored HTML, read when the page (key) is first shown. */
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
  /** Page setup: font, size, line height, indentation, tab width. */
  settings?: PageEditorSettings;
  /** Quiet time before serialising, in milliseconds (default {@link SERIALIZE_DELAY_MS}). */
  serializeDelayMs?: number;
  ref?: Ref<PageEditorHandle>;
}

/** One Lexical editor for one page at a time. */
export function PageEditor({ settings, ...props }: PageEditorProps) {
  return (
    <div className="sb-editor" style={settingsStyle(settings)}>
      <LexicalComposer
        key={props.pageKey}
        initialConfig={{
          ...pageEditorConfig(reportError),
          editorState: (editor) => $importPageHtml(editor, props.initialHtml),
        }}
      >
        <PageEditorBody {...props} />
      </LexicalComposer>
    </div>
  );
}

function PageEditorBody({
  pageKey,
  label,
  onChange,
  onDirtyChange,
  onInsertImage,
  serializeDelayMs = SERIALIZE_DELAY_MS,
  ref,
}: Omit<PageEditorProps, 'initialHtml' | 'settings'>) {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const serializer = useRef<PageSerializer | null>(null);
  const [imageFailed, setImageFailed] = useState(false);
  const onImageFailure = useCallback(() => setImageFailed(true), []);

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
      <ToolbarPlugin onInsertImage={onInsertImage} onImageFailure={onImageFailure} />
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
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isLinkable} />
      <MarkdownShortcutPlugin transformers={PAGE_TRANSFORMERS} />
      <AlignShortcutsPlugin />
      <PastePlugin />
      {onInsertImage && <ImagesPlugin onInsertImage={onInsertImage} onFailure={onImageFailure} />}
      <SerializePlugin
        pageKey={pageKey}
        onChange={onChange}
        onDirtyChange={onDirtyChange}
        delayMs={serializeDelayMs}
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
